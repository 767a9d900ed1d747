'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_PARAGRAPHS_MAX,
  ARTICLE_PARAGRAPH_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  IDENTITY_TYPES,
  type ArticleCategory,
  type IdentityType,
} from '@/lib/contract';
import { createArticle, updateArticle, uploadArticleCover, useOpsArticle, type ArticleInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { UploadField } from '@/components/ui/UploadField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { CoverImage } from './CoverImage';
import { ChipChoices, SwitchRow, TextAreaField } from './formParts';
import { PUBLISHING_PATH } from './paths';

/** The body as typed → its paragraphs: a blank line (or a line break) starts the next; empty lines go. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The body fits the contract: 1-50 paragraphs of at most 2000 characters. */
const bodyFits: FieldRule = {
  check: (value) => {
    const paragraphs = paragraphsOf(value);
    return paragraphs.length <= ARTICLE_PARAGRAPHS_MAX && paragraphs.every((paragraph) => paragraph.length <= ARTICLE_PARAGRAPH_MAX);
  },
  messageKey: 'content.form.bodyTooLong',
  messageVars: { max: ARTICLE_PARAGRAPH_MAX, count: ARTICLE_PARAGRAPHS_MAX },
};

const isCategory = (value: string | undefined): value is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');

function ArticleForm({ article, startCategory }: { article: ArticleInfo | null; startCategory: ArticleCategory }) {
  const form = useForm({
    title: { initial: article?.title, rules: [rules.required, rules.length(2, ARTICLE_TITLE_MAX)] },
    summary: { initial: article?.summary, rules: [rules.length(0, ARTICLE_SUMMARY_MAX)] },
    body: { initial: article?.paragraphs.join('\n\n'), rules: [rules.required, bodyFits] },
  });
  const [category, setCategory] = useState<ArticleCategory>(article?.category ?? startCategory);
  const [audience, setAudience] = useState<IdentityType[]>(article?.audience ?? []);
  const [pinned, setPinned] = useState(article?.pinned ?? false);
  const [publish, setPublish] = useState(article ? article.status === 'published' : true);
  // undefined: keep what the article has; null: no cover; a file id: the newly uploaded one.
  const [cover, setCover] = useState<string | null | undefined>(article ? undefined : null);

  const save = useSubmission(async (intent) => {
    const draft = {
      category,
      title: form.values.title.trim(),
      summary: form.values.summary.trim(),
      paragraphs: paragraphsOf(form.values.body),
      coverFileId: cover === undefined ? (article?.coverFileId ?? null) : cover,
      audience,
      pinned,
      publish,
    };
    await (article ? updateArticle(article.id, draft, intent) : createArticle(draft, intent));
    showToast(t('content.ops.saved'));
    navigate(PUBLISHING_PATH, { tab: 'articles' }, { replace: true });
  });

  return (
    <ActionForm validate={() => form.validate()} action={save} submitLabel={t('content.form.save')} pendingLabel={t('content.form.saving')}>
      <TextField select label={t('content.form.category')} value={category} onChange={(event) => setCategory(event.target.value as ArticleCategory)} sx={{ mb: 2 }}>
        {ARTICLE_CATEGORIES.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`content.category.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormField field={form.field('title')} label={t('content.form.title')} maxLength={ARTICLE_TITLE_MAX} hint={t('content.form.titleHint', { max: ARTICLE_TITLE_MAX })} />
      <TextAreaField field={form.field('summary')} label={t('content.form.summary')} hint={t('content.form.summaryHint')} minRows={2} />
      <TextAreaField field={form.field('body')} label={t('content.form.body')} hint={t('content.form.bodyHint')} minRows={8} />
      <Box sx={{ display: 'grid', gap: 0.5, mb: 1 }}>
        {article?.coverUrl && cover === undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CoverImage url={article.coverUrl} alt={t('content.article.cover')} sx={{ width: 96, height: 72 }} />
            <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
              {t('content.form.coverKept')}
            </Typography>
            <Button size="small" color="error" onClick={() => setCover(null)}>
              {t('content.form.removeCover')}
            </Button>
          </Box>
        )}
        <UploadField name="cover" label={t('content.form.cover')} accept="image/*" upload={uploadArticleCover} onUploaded={(file) => setCover(file.fileId)} />
      </Box>
      <ChipChoices
        name="audience"
        label={t('content.form.audience')}
        options={IDENTITY_TYPES}
        chosen={audience}
        onChange={setAudience}
        labelOf={(role) => t(`identity.${role}`)}
      />
      {category === 'logisticsNotice' && audience.length === 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('content.form.audienceLogistics')}
        </Typography>
      )}
      <SwitchRow label={t('content.form.pinned')} checked={pinned} onChange={setPinned} />
      <SwitchRow label={t('content.form.publish')} checked={publish} onChange={setPublish} />
    </ActionForm>
  );
}

/**
 * Writing an article (`/ops/content/article?category=`) or changing one (`?id=`): category, title,
 * summary, the body as paragraphs (plain text), an optional cover through the hardened upload,
 * the roles who may read it (none: everyone), pinned, and whether it is published when saved.
 * Saved → back to the console's articles.
 */
export default function ContentArticleEditScreen() {
  const id = useIdParam('id');
  const { query } = useRoute();
  const { article, error, mutate } = useOpsArticle(id);
  const startCategory = isCategory(query.category) ? query.category : 'news';
  return (
    <PageScaffold title={id === null ? t('content.ops.newArticle') : undefined}>
      {id === null ? (
        <ArticleForm article={null} startCategory={startCategory} />
      ) : (
        <Loaded data={article} error={error} onRetry={() => void mutate()}>
          {(loaded) => <ArticleForm article={loaded} startCategory={startCategory} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}

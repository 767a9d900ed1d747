'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, type ArticleCategory, type ArticleStatus } from '@/lib/contract';
import {
  deleteHotline,
  pinArticle,
  setArticleStatus,
  useHotlineProvinces,
  useHotlineRoads,
  useHotlines,
  useOpsArticles,
  type ArticleInfo,
  type HotlineInfo,
} from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { relativeTime } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { HotlineCard } from './HotlineCard';
import { ProvincePicker } from './ProvincePicker';
import { ARTICLE_EDIT_PATH, HOTLINE_EDIT_PATH, PUBLISHING_PATH } from './paths';

/** Who may read an article: everyone, or the roles named. */
function audienceLine(article: ArticleInfo): string {
  if (article.audience.length === 0) return t('content.ops.audienceAll');
  return t('content.ops.audienceSome', { roles: article.audience.map((role) => t(`identity.${role}`)).join('、') });
}

/** An article in the console: title, state, pin, audience, last change; edit, publish or withdraw, pin or unpin. */
function OpsArticleCard({ article, onChanged }: { article: ArticleInfo; onChanged: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const status = useSubmission(async (intent, next: ArticleStatus) => {
    await setArticleStatus(article.id, next, intent);
    await onChanged();
    setAsking(false);
    showToast(t(next === 'published' ? 'content.ops.published' : 'content.ops.withdrawn'));
  });
  const pin = useSubmission(async (intent) => {
    await pinArticle(article.id, !article.pinned, intent);
    await onChanged();
    showToast(t(article.pinned ? 'content.ops.unpinnedDone' : 'content.ops.pinnedDone'));
  });
  const published = article.status === 'published';
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`ops-article-${article.id}`}>
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {article.title}
          </Typography>
          {article.pinned && <Chip size="small" color="warning" label={t('content.article.pinned')} />}
          <Chip size="small" color={published ? 'success' : 'default'} label={t(`content.ops.status.${article.status}`)} />
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {audienceLine(article)} · {t('content.ops.updated', { time: relativeTime(article.updatedAt) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => navigate(ARTICLE_EDIT_PATH, { id: String(article.id) })}>
            {t('content.ops.edit')}
          </Button>
          {published ? (
            <Button size="small" color="error" onClick={() => setAsking(true)}>
              {t('content.ops.withdraw')}
            </Button>
          ) : (
            <Button size="small" disabled={status.pending} onClick={() => void status.run('published')}>
              {t('content.ops.publish')}
            </Button>
          )}
          {published && (
            <Button size="small" disabled={pin.pending} onClick={() => void pin.run()}>
              {t(article.pinned ? 'content.ops.unpin' : 'content.ops.pin')}
            </Button>
          )}
        </Box>
        <SubmissionStatus action={status} />
        <SubmissionStatus action={pin} />
      </CardContent>
      <ConfirmDialog
        open={asking}
        danger
        title={t('content.ops.withdrawTitle')}
        message={t('content.ops.withdrawMessage', { title: article.title })}
        confirmLabel={t('content.ops.withdraw')}
        pending={status.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void status.run('withdrawn')}
      />
    </Card>
  );
}

function ArticlesTab() {
  const [category, setCategory] = useState<ArticleCategory>('news');
  const [status, setStatus] = useState<ArticleStatus>('published');
  const loader = useOpsArticles({ category, status });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button variant="contained" startIcon={<Add />} onClick={() => navigate(ARTICLE_EDIT_PATH, { category })}>
        {t('content.ops.newArticle')}
      </Button>
      <ToggleButtonGroup exclusive size="small" fullWidth value={category} onChange={(_, next: ArticleCategory | null) => next && setCategory(next)} aria-label={t('content.ops.categoryFilter')}>
        {ARTICLE_CATEGORIES.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`content.category.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup exclusive size="small" value={status} onChange={(_, next: ArticleStatus | null) => next && setStatus(next)} aria-label={t('content.ops.statusFilter')}>
        {ARTICLE_STATUSES.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`content.ops.status.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PagedList
        loader={loader}
        itemKey={(article) => article.id}
        renderItem={(article) => <OpsArticleCard article={article} onChanged={() => loader.mutate()} />}
        emptyMessage={t('content.ops.articlesEmpty')}
        emptyHint={t('content.ops.articlesEmptyHint')}
      />
    </Box>
  );
}

/** A line in the console: the card users see, with edit and delete (asked first). */
function OpsHotlineCard({ line, filter }: { line: HotlineInfo; filter: Record<string, string> }) {
  const [asking, setAsking] = useState(false);
  const remove = useSubmission(async (intent) => {
    await deleteHotline(line.id, intent);
    setAsking(false);
    showToast(t('content.ops.deleted'));
  });
  return (
    <HotlineCard
      line={line}
      actions={
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => navigate(HOTLINE_EDIT_PATH, { id: String(line.id), ...filter })}>
              {t('content.ops.edit')}
            </Button>
            <Button size="small" color="error" onClick={() => setAsking(true)}>
              {t('content.ops.delete')}
            </Button>
          </Box>
          <SubmissionStatus action={remove} />
          <ConfirmDialog
            open={asking}
            danger
            title={t('content.ops.deleteTitle')}
            message={t('content.ops.deleteMessage', { name: line.name })}
            confirmLabel={t('content.ops.delete')}
            pending={remove.pending}
            onCancel={() => setAsking(false)}
            onConfirm={() => void remove.run()}
          />
        </>
      }
    />
  );
}

/** The lines as users find them: a province (全国: the national and every province line), or one road. */
function HotlinesTab() {
  const [provinceCode, setProvinceCode] = useState('');
  const [roadCode, setRoadCode] = useState('');
  const { provinces } = useHotlineProvinces();
  const { roads } = useHotlineRoads(provinceCode || undefined);
  const filter = { ...(provinceCode ? { provinceCode } : {}), ...(roadCode ? { roadCode } : {}) };
  const { hotlines, error, mutate } = useHotlines(filter);
  const editQuery = { ...(provinceCode ? { province: provinceCode } : {}), ...(roadCode ? { road: roadCode } : {}) };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button variant="contained" startIcon={<Add />} onClick={() => navigate(HOTLINE_EDIT_PATH, editQuery)}>
        {t('content.ops.newHotline')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ProvincePicker provinces={provinces ?? []} value={provinceCode} onChange={(next) => { setProvinceCode(next); setRoadCode(''); }} />
        <TextField select size="small" fullWidth label={t('content.road.pickRoad')} value={roadCode} onChange={(event) => setRoadCode(event.target.value)}>
          <MenuItem value="">{t('content.road.allRoads')}</MenuItem>
          {(roads ?? []).map((road) => (
            <MenuItem key={road.roadCode} value={road.roadCode}>
              {road.roadCode} {road.roadName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Loaded data={hotlines} error={error} onRetry={() => void mutate()}>
        {(lines) =>
          lines.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{t('content.ops.hotlinesEmpty')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {lines.map((line) => (
                <li key={line.id}>
                  <OpsHotlineCard line={line} filter={editQuery} />
                </li>
              ))}
            </Box>
          )
        }
      </Loaded>
    </Box>
  );
}

/**
 * The operators' publishing console (`/ops/content?tab=articles|hotlines`), beside the review
 * console: articles by category and state with edit, publish / withdraw (asked first) and pin;
 * hotlines by province or road with edit and delete (asked first). A non-operator gets the
 * server's refusal (content.operatorOnly) in the list's error state.
 */
export default function ContentPublishingScreen() {
  const { query } = useRoute();
  const tab = query.tab === 'hotlines' ? 'hotlines' : 'articles';
  return (
    <PageScaffold>
      <Tabs
        value={tab}
        onChange={(_, next: string) => navigate(PUBLISHING_PATH, { tab: next }, { replace: true })}
        variant="fullWidth"
        aria-label={t('content.ops.tabs')}
        sx={{ mb: 2 }}
      >
        <Tab value="articles" label={t('content.ops.tab.articles')} />
        <Tab value="hotlines" label={t('content.ops.tab.hotlines')} />
      </Tabs>
      {tab === 'articles' ? <ArticlesTab /> : <HotlinesTab />}
    </PageScaffold>
  );
}

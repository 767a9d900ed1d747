'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { COLLECT_KINDS, type CollectKind } from '@/lib/contract';
import { uncollect, useCollectList, type CollectItemInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { relativeTime } from '@/lib/time';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { CIRCLE_DETAIL_PATH } from '@/components/circle/paths';
import { SOURCE_DETAIL_PATH } from '@/components/goods/paths';
import { BAZAAR_PATH } from '@/components/router/paths';
import { COLLECT_PATH, NOTICE_DETAILS_PATH } from './paths';

/** Where a kept item opens. */
function openItem(item: CollectItemInfo) {
  if (item.kind === 'goodsSource') navigate(SOURCE_DETAIL_PATH, { id: String(item.itemId) });
  else if (item.kind === 'circlePost') navigate(CIRCLE_DETAIL_PATH, { infoId: String(item.itemId) });
  else navigate(NOTICE_DETAILS_PATH, { id: String(item.itemId) });
}

/**
 * One kept item: its title and second line as they are now, when it was kept, the kind (on 全部);
 * one that can no longer be opened is greyed and says why (货源已关闭, 作者已删除, …) and can still be removed.
 */
function CollectRow({ item, showKind, onRemoved }: { item: CollectItemInfo; showKind: boolean; onRemoved: () => Promise<unknown> }) {
  const remove = useSubmission(async (intent) => {
    await uncollect(item.kind, item.itemId, intent);
    await onRemoved();
    showToast(t('content.collect.removed'));
  });
  const body = (
    <Box sx={{ display: 'grid', gap: 0.5, p: 1.5, pr: 6 }}>
      <Typography variant="subtitle1" component="h3" sx={{ color: item.available ? 'text.primary' : 'text.disabled', overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      {item.subtitle && (
        <Typography variant="body2" sx={{ color: item.available ? 'text.secondary' : 'text.disabled' }}>
          {item.subtitle}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {showKind && <Chip size="small" variant="outlined" label={t(`content.collect.kind.${item.kind}`)} />}
        {!item.available && <Chip size="small" label={t(`content.collect.unavailable.${item.unavailableReason ?? 'gone'}`)} />}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('content.collect.savedAt', { time: relativeTime(item.collectedAt) })}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ mb: 1, position: 'relative' }} data-testid={`collect-${item.kind}-${item.itemId}`}>
      {item.available ? <CardActionArea onClick={() => openItem(item)}>{body}</CardActionArea> : body}
      <IconButton
        aria-label={t('content.collect.removeNamed', { title: item.title })}
        onClick={() => void remove.run()}
        disabled={remove.pending}
        sx={{ position: 'absolute', top: 4, right: 4, color: 'warning.main' }}
      >
        <Star />
      </IconButton>
      {remove.error && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <SubmissionStatus action={remove} />
        </Box>
      )}
    </Card>
  );
}

type Shown = CollectKind | 'all';

/**
 * What the user kept (`/pages/collect/collect?kind=goodsSource|circlePost|news`): tabs by kind
 * (全部 first), newest first by cursor, pull down to refresh; each opens its screen, and the star
 * removes it. An item no longer available says why instead of opening.
 */
export default function ContentCollectScreen() {
  const { query } = useRoute();
  const shown: Shown = (COLLECT_KINDS as readonly string[]).includes(query.kind ?? '') ? (query.kind as CollectKind) : 'all';
  const items = useCollectList(shown === 'all' ? undefined : shown);
  return (
    <PageScaffold>
      <Tabs
        value={shown}
        onChange={(_, next: Shown) => navigate(COLLECT_PATH, next === 'all' ? {} : { kind: next }, { replace: true })}
        variant="fullWidth"
        aria-label={t('content.collect.kinds')}
        sx={{ mb: 1.5 }}
      >
        <Tab value="all" label={t('content.collect.kind.all')} />
        {COLLECT_KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={t(`content.collect.kind.${kind}`)} />
        ))}
      </Tabs>
      <PullRefresh onRefresh={() => items.mutate()}>
        <PagedList
          loader={items}
          itemKey={(item) => item.id}
          renderItem={(item) => <CollectRow item={item} showKind={shown === 'all'} onRemoved={() => items.mutate()} />}
          emptyMessage={t('content.collect.empty')}
          emptyHint={t('content.collect.emptyHint')}
          emptyAction={
            <Button variant="outlined" onClick={() => navigate(BAZAAR_PATH)}>
              {t('content.collect.goMarket')}
            </Button>
          }
        />
      </PullRefresh>
    </PageScaffold>
  );
}

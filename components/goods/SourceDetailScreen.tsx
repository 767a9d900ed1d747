'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGoodsSource } from '@/lib/api';
import { t } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { CollectButton } from '@/components/content/CollectButton';
import { useShareCard } from '@/components/ui/useShareCard';
import { useSignedIn } from '@/components/ui/useSignedIn';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { GrabPanel } from './GrabPanel';
import { DELIVERY_AGREEMENT_PATH, OWNER_SOURCE_DETAIL_PATH } from './paths';
import { yuan } from './format';
import { SourceFacts } from './SourceFacts';
import { positiveId } from './query';

/**
 * A goods source as a driver sees it (`/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=`): the
 * facts and the grab. A tourist reads it and is asked to sign in only on pressing "grab".
 */
export default function SourceDetailScreen() {
  const route = useRoute();
  const id = positiveId(route.query.id);
  const { goodsSource, error, mutate } = useGoodsSource(id);
  const signIn = useSignedIn({ message: t('goods.grab.signIn') });
  const { tourist } = signIn;
  useShareCard(
    goodsSource
      ? {
          title: t('share.card.goods.title', { from: goodsSource.origin.name, to: goodsSource.destination.name }),
          desc: t('share.card.goods.desc', { amount: yuan(goodsSource.freightFen), date: goodsSource.loadingDate }),
          path: route.path,
          query: { id: String(goodsSource.id) },
        }
      : null,
  );

  if (id === undefined) {
    return (
      <PageScaffold>
        <ErrorState message={t('goods.detail.noId')} />
      </PageScaffold>
    );
  }
  return (
    // 收藏 (issue 18): kept sources are listed on /pages/collect/collect; hidden for a tourist.
    <PageScaffold actions={<CollectButton kind="goodsSource" itemId={id} />}>
      <Loaded data={goodsSource} error={error} onRetry={() => void mutate()}>
        {(source) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <SourceFacts source={source} />
            <Button onClick={() => navigate(DELIVERY_AGREEMENT_PATH, { id: String(source.id) })}>{t('goods.agreement.title')}</Button>
            {source.isMine ? (
              <Button variant="outlined" onClick={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(source.id) })}>
                {t('goods.detail.manage')}
              </Button>
            ) : source.status !== 'open' ? (
              <Alert severity="info">{t('goods.detail.notOpen', { status: t(`goods.status.${source.status}`) })}</Alert>
            ) : tourist ? (
              <Button variant="contained" size="large" onClick={signIn.ask}>
                {t('goods.grab.action')}
              </Button>
            ) : (
              <GrabPanel source={source} onTaken={() => void mutate()} />
            )}
          </Box>
        )}
      </Loaded>
      {signIn.dialog}
    </PageScaffold>
  );
}

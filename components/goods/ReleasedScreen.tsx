'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { hashFor } from '@/components/router/location';
import { OWNER_GOODS_PATH, OWNER_SOURCE_DETAIL_PATH, SOURCE_DETAIL_PATH, SOURCE_QR_PATH } from './paths';
import { GoodsSourceScreen, SourceFacts } from './SourceFacts';

/** A link drivers can open: the source's detail screen in this app. */
function shareUrl(id: number): string {
  return `${window.location.origin}${window.location.pathname}${hashFor(SOURCE_DETAIL_PATH, { id })}`;
}

async function share(id: number, title: string) {
  const url = shareUrl(id);
  try {
    // Inside the shell its share sheet; in a browser the system share or a copied link (lib/bridge).
    const { bridge } = await import('@/lib/bridge');
    await bridge.shareCommon({ title, url });
  } catch (failure) {
    // Closing the share sheet is not a failure worth a word.
    if (!(failure instanceof Error && failure.name === 'AbortError')) showToast(failure instanceof Error ? failure.message : String(failure));
  }
}

/** After a release (`/pages/released/released?id=`): success, the source, and share / QR / manage entrances. */
export default function ReleasedScreen() {
  return (
    <GoodsSourceScreen>
      {(source) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">{source.status === 'draft' ? t('goods.released.draft') : t('goods.released.open')}</Alert>
          <SourceFacts source={source} />
          {source.status !== 'draft' && (
            <>
              <Button variant="contained" onClick={() => void share(source.id, t('goods.route', { from: source.origin.name, to: source.destination.name }))}>
                {t('goods.released.share')}
              </Button>
              <Button variant="outlined" onClick={() => navigate(SOURCE_QR_PATH, { id: String(source.id) })}>
                {t('goods.qr.title')}
              </Button>
            </>
          )}
          <Button onClick={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(source.id) })}>{t('goods.detail.manage')}</Button>
          <Button onClick={() => navigate(OWNER_GOODS_PATH)}>{t('goods.owner.title')}</Button>
        </Box>
      )}
    </GoodsSourceScreen>
  );
}

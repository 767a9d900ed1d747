'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { BAZAAR_PATH } from '@/components/router/paths';
import { AppHero } from './AppHero';
import { DownloadButtons } from './DownloadButtons';
import { LegalLinks } from './LegalLinks';
import { PageLinkQrCode } from './PageLinkQrCode';
import { ProductPitch } from './ProductPitch';

/**
 * The download page, the entry route (`/` and `/pages/share/share`). It is in the first bundle
 * and in the exported index.html, so the first paint needs no lazy chunk.
 */
export default function GeneralShareScreen() {
  return (
    <PageScaffold hideNavBar contentSx={{ p: 0 }}>
      <AppHero subtitle={t('share.pitch')} />
      <Box sx={{ px: 2, mt: -2.5, display: 'grid', gap: 2, pb: 4 }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {t('share.downloadHeading')}
            </Typography>
            <DownloadButtons />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('share.whyHeading')}
            </Typography>
            <ProductPitch />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <PageLinkQrCode path="/pages/share/share" captionKey="share.scanToOpen" />
          </CardContent>
        </Card>
        <Button variant="text" onClick={() => navigate(BAZAAR_PATH)}>
          {t('share.openWebApp')}
        </Button>
        <LegalLinks prefixKey="legal.readMore" />
      </Box>
    </PageScaffold>
  );
}

'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { t } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { NAV_BAR_HEIGHT } from '@/components/ui/theme';
import { useRoute } from '@/components/router/RouteContext';
import { httpUrl } from './httpUrl';

/**
 * A PDF (contracts, agreements) shown in the page (`/pages/pdfView/pdfView?url=`). Browsers
 * that cannot show PDFs inline (most phone browsers) get the download link instead.
 */
export default function GeneralPdfViewScreen() {
  const { query } = useRoute();
  const url = httpUrl(query.url);

  return (
    <PageScaffold
      title={query.title || t('pdf.title')}
      contentSx={{ p: 0 }}
      actions={
        url && (
          <IconButton component="a" href={url} download aria-label={t('pdf.download')}>
            <Download fontSize="small" />
          </IconButton>
        )
      }
    >
      {url ? (
        <Box
          component="object"
          data={url}
          type="application/pdf"
          aria-label={query.title || t('pdf.title')}
          sx={{ display: 'block', width: '100%', height: `calc(100dvh - ${NAV_BAR_HEIGHT}px)` }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, px: 3, textAlign: 'center' }}>
            <Typography variant="body1">{t('pdf.cannotShow')}</Typography>
            <Button variant="contained" href={url} download startIcon={<Download />}>
              {t('pdf.download')}
            </Button>
          </Box>
        </Box>
      ) : (
        <ErrorState message={t('pdf.refused', { url: query.url ?? '' })} />
      )}
    </PageScaffold>
  );
}

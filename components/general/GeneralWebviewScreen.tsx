'use client';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { t } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { NAV_BAR_HEIGHT } from '@/components/ui/theme';
import { useRoute } from '@/components/router/RouteContext';
import { httpUrl } from './httpUrl';

/**
 * A web page inside the app (`/pages/webview/webview?url=&title=`). Only http(s) pages open;
 * sites that refuse to be framed can still be opened in the browser from the bar.
 */
export default function GeneralWebviewScreen() {
  const { query } = useRoute();
  const url = httpUrl(query.url);
  const title = query.title || t('webview.title');

  return (
    <PageScaffold
      title={title}
      contentSx={{ p: 0 }}
      actions={
        url && (
          <IconButton component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label={t('webview.openInBrowser')}>
            <OpenInNew fontSize="small" />
          </IconButton>
        )
      }
    >
      {url ? (
        <Box
          component="iframe"
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          sx={{ display: 'block', width: '100%', height: `calc(100dvh - ${NAV_BAR_HEIGHT}px)`, border: 0 }}
        />
      ) : (
        <ErrorState message={t('webview.refused', { url: query.url ?? '' })} />
      )}
    </PageScaffold>
  );
}

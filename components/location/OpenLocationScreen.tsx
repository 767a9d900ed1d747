'use client';
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Navigation from '@mui/icons-material/Navigation';
import { isInShell } from '@/lib/bridge/environment';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { useRoute } from '@/components/router/RouteContext';
import { ErrorState } from '@/components/ui/ErrorState';
import { errorMessage } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { LeafletMap } from './LeafletMap';

/** A coordinate from the query, or null when missing or out of range. */
function coordinate(text: string | undefined, limit: number): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * One place on the map (system page `/open-location?lat=&lng=&name=&address=`): the marker, the
 * name, address and coordinates; inside the app shell, turn-by-turn navigation by the host's maps.
 */
export default function OpenLocationScreen() {
  const { query } = useRoute();
  const lat = coordinate(query.lat, 90);
  const lng = coordinate(query.lng, 180);
  const name = query.name?.trim() || t('location.open.title');
  const markers = useMemo(() => (lat !== null && lng !== null ? [{ lat, lng, label: name, color: '#d32f2f' }] : []), [lat, lng, name]);

  if (lat === null || lng === null) {
    return (
      <PageScaffold>
        <ErrorState message={t('location.open.invalid')} />
      </PageScaffold>
    );
  }
  const startNavigation = async () => {
    try {
      const { bridge } = await import('@/lib/bridge');
      await bridge.startNavigation({ lat, lng, name });
    } catch (error) {
      showToast(errorMessage(error));
    }
  };
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <LeafletMap markers={markers} label={t('location.open.mapLabel', { name })} height={320} />
      <Box>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        {query.address && <Typography sx={{ color: 'text.secondary' }}>{query.address}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('location.open.coordinates', { lng: lng.toFixed(6), lat: lat.toFixed(6) })}
        </Typography>
      </Box>
      {isInShell() && (
        <Button variant="contained" startIcon={<Navigation />} onClick={() => void startNavigation()}>
          {t('location.open.navigate')}
        </Button>
      )}
    </PageScaffold>
  );
}

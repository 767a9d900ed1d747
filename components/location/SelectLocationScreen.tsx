'use client';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocation from '@mui/icons-material/MyLocation';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useDebounce } from '@/components/ui/useDebounce';
import { SELECT_CITY_PATH } from './paths';
import { recentPlacesAtom, type ChosenArea } from './pick';
import { areaAt, finishChoice, PlaceResults, PlaceRow, toArea, useCurrentPosition } from './places';

/** The current position, found on request and offered as a place (named after the nearest county seat). */
function CurrentPosition({ current, onChoose }: { current: ReturnType<typeof useCurrentPosition>; onChoose: (area: ChosenArea) => void }) {
  const { position, state, locate } = current;
  const [here, setHere] = useState<ChosenArea | null | undefined>(undefined);
  const [naming, setNaming] = useState(false);
  useEffect(() => {
    if (!position) return;
    let stale = false;
    setNaming(true);
    areaAt(position)
      .catch(() => null)
      .then((area) => {
        if (stale) return;
        setHere(area);
        setNaming(false);
      });
    return () => {
      stale = true;
    };
  }, [position]);
  const busy = state === 'locating' || naming;
  return (
    <Box component="section" aria-label={t('location.here.section')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t('location.here.section')}
      </Typography>
      {here ? (
        <List disablePadding>
          <PlaceRow place={here} onChoose={() => onChoose(here)} />
          <Typography variant="caption" sx={{ color: 'text.secondary', px: 2 }}>
            {t('location.here.approx')}
          </Typography>
        </List>
      ) : (
        <Button variant="outlined" startIcon={<MyLocation />} onClick={() => void locate()} disabled={busy}>
          {busy ? t('location.here.locating') : t('location.here.use')}
        </Button>
      )}
      {state === 'failed' && <Typography role="alert" sx={{ color: 'error.main' }}>{t('location.here.failed')}</Typography>}
      {here === null && <Typography role="alert" sx={{ color: 'error.main' }}>{t('location.here.noArea')}</Typography>}
    </Box>
  );
}

/**
 * Choose a place (`/pages/selectlocation/selectlocation`, and the system page `/choose-location`):
 * search toll stations and areas, take the current position, or one of the recent choices. With
 * `?pick=<id>` the choice goes back to the asking screen (pick.ts); without, it is shown on the map.
 */
export default function SelectLocationScreen() {
  const { query } = useRoute();
  const pickId = query.pick || undefined;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const settled = useDebounce(keyword.trim());
  const recent = useAtomValue(recentPlacesAtom);
  const current = useCurrentPosition(true);
  const choose = (area: ChosenArea) => finishChoice(pickId, toArea(area));

  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <TextField
        label={t('location.search.label')}
        placeholder={t('location.search.placeholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40, type: 'search' } }}
      />
      {settled !== '' ? (
        <PlaceResults keyword={settled} near={current.position} onChoose={choose} />
      ) : (
        <>
          <CurrentPosition current={current} onChoose={choose} />
          <Box component="section" aria-label={t('location.recent.section')}>
            <Typography variant="subtitle2" component="h2">
              {t('location.recent.section')}
            </Typography>
            {recent.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('location.recent.none')}</Typography>
            ) : (
              <List disablePadding>
                {recent.map((area) => (
                  <PlaceRow key={`${area.adCode}-${area.name}-${area.lat}-${area.lng}`} place={area} onChoose={() => choose(area)} />
                ))}
              </List>
            )}
          </Box>
          <Button variant="text" onClick={() => navigate(SELECT_CITY_PATH, pickId ? { pick: pickId } : undefined, { replace: true })}>
            {t('location.byArea')}
          </Button>
        </>
      )}
    </PageScaffold>
  );
}

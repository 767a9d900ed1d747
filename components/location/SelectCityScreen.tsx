'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MuiLink from '@mui/material/Link';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useAreas, type DivisionItem } from '@/lib/api/goods';
import { t } from '@/lib/i18n';
import { useRoute } from '@/components/router/RouteContext';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import type { ChosenArea } from './pick';
import { finishChoice } from './places';

/**
 * A division as a chosen area: its name, the names from the province down as the address, and its
 * seat's position, or the nearest known one above it (divisions outside the shipped data have none).
 */
export function divisionArea(path: readonly DivisionItem[]): ChosenArea {
  const division = path[path.length - 1];
  const located = [...path].reverse().find((d) => d.lat !== null && d.lng !== null);
  return {
    name: division.name,
    address: path.map((d) => d.name).join(''),
    lng: located?.lng ?? 0,
    lat: located?.lat ?? 0,
    adCode: division.code,
  };
}

/**
 * Province → city → county (`/pages/selectCity/selectCity?pick=`), from the areas call (GB/T 2260).
 * A county ends the choice; "choose all of X" takes a whole province or city (market filters).
 */
export default function SelectCityScreen() {
  const { query } = useRoute();
  const pickId = query.pick || undefined;
  const [path, setPath] = useState<DivisionItem[]>([]);
  const parent = path.at(-1);
  const { areas, error, mutate } = useAreas(parent?.code);

  const open = (division: DivisionItem) => {
    const next = [...path, division];
    if (division.level === 'county') finishChoice(pickId, divisionArea(next));
    else setPath(next);
  };

  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Breadcrumbs aria-label={t('location.city.title')}>
        <MuiLink component="button" type="button" underline="hover" onClick={() => setPath([])}>
          {t('location.city.country')}
        </MuiLink>
        {path.map((division, index) => (
          <MuiLink key={division.code} component="button" type="button" underline="hover" onClick={() => setPath(path.slice(0, index + 1))}>
            {division.name}
          </MuiLink>
        ))}
      </Breadcrumbs>
      {parent && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" sx={{ flex: 1 }} onClick={() => finishChoice(pickId, divisionArea(path))}>
            {t('location.city.whole', { name: parent.name })}
          </Button>
          <Button variant="outlined" onClick={() => setPath(path.slice(0, -1))}>
            {t('location.city.up')}
          </Button>
        </Box>
      )}
      <Loaded data={areas} error={error} onRetry={() => void mutate()}>
        {(divisions) =>
          divisions.length === 0 ? (
            <EmptyState message={t('location.city.none')} />
          ) : (
            <List disablePadding aria-label={parent?.name ?? t('location.city.country')}>
              {divisions.map((division) => (
                <ListItemButton key={division.code} divider onClick={() => open(division)}>
                  <ListItemText primary={division.name} />
                  {division.level !== 'county' && <ChevronRight sx={{ color: 'text.disabled' }} />}
                </ListItemButton>
              ))}
            </List>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}

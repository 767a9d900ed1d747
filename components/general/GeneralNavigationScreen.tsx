'use client';
import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useDebounce } from '@/components/ui/useDebounce';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { EntranceGrid } from './EntranceGrid';
import { allEntrancesFor, viewerOf } from '@/components/router/entrances';

/**
 * Custom navigation (`/pages/index/index`): every entrance the viewer's role has (bazaar and mine,
 * components/<domain>/homeEntrances.ts), with a filter; none of another role's.
 */
export default function GeneralNavigationScreen() {
  const [search, setSearch] = useState('');
  const wanted = useDebounce(search.trim().toLowerCase());
  const gate = useSignInGate();
  const tourist = useAtomValue(touristAtom);
  const { user } = useCurrentUser();
  const viewer = viewerOf(tourist, user);
  const entrances = useMemo(
    () => (viewer ? allEntrancesFor(viewer) : []).filter((entrance) => !wanted || t(entrance.labelKey).toLowerCase().includes(wanted)),
    [wanted, viewer],
  );

  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('index.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('index.search') },
            input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
          }}
        />
        {entrances.length > 0 ? (
          <Card>
            <CardContent>
              <EntranceGrid entrances={entrances} onOpen={(entrance) => gate.open(entrance.path)} />
            </CardContent>
          </Card>
        ) : (
          <EmptyState message={t('index.noMatch', { search: search.trim() })} />
        )}
      </Box>
      {gate.dialog}
    </PageScaffold>
  );
}

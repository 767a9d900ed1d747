'use client';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { t } from '@/lib/i18n';
import { useRoute } from '@/components/router/RouteContext';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useDebounce } from '@/components/ui/useDebounce';
import { finishChoice, PlaceResults, toArea, useCurrentPosition } from './places';

/**
 * Place search results (`/pages/searchlocation/searchlocation?keyword=&pick=`): toll stations and
 * areas matching the keyword, nearest to the device first when its position is known. A result
 * answers `?pick=` like the place picker, or opens the place on the map.
 */
export default function SearchLocationScreen() {
  const { query } = useRoute();
  const pickId = query.pick || undefined;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const settled = useDebounce(keyword.trim());
  const { position } = useCurrentPosition(true);

  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <TextField
        label={t('location.search.label')}
        placeholder={t('location.search.placeholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40, type: 'search' } }}
      />
      <PlaceResults keyword={settled} near={position} onChoose={(place) => finishChoice(pickId, toArea(place))} />
    </PageScaffold>
  );
}

'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLogisticsUser, useMyStation, useStationGoods, useStations } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useDebounce } from '@/components/ui/useDebounce';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { GoodsCard } from './GoodsCard';
import { RELEASE_OFFLINE_PATH, SOURCE_DETAIL_PATH } from './paths';
import { positiveId } from './query';

function StationGoods({ stationId }: { stationId: number }) {
  const loader = useStationGoods(stationId);
  return (
    <PullRefresh onRefresh={() => loader.mutate()}>
      <PagedList
        loader={loader}
        itemKey={(source) => source.id}
        renderItem={(source) => <GoodsCard source={source} onOpen={() => navigate(SOURCE_DETAIL_PATH, { id: String(source.id) })} />}
        emptyMessage={t('goods.stationList.empty')}
      />
    </PullRefresh>
  );
}

/**
 * Goods released at a toll station (`/pages/stationSourceList/stationSourceList?stationId=`): pick
 * a station by name or highway, then its open goods. A toll collector opens on their own station
 * (useMyStation) and a new choice is remembered; they get the offline release entrance.
 */
export default function StationSourceListScreen() {
  const initial = positiveId(useRoute().query.stationId);
  const [picked, setPicked] = useState<number | undefined>(initial);
  const mine = useMyStation();
  const stationId = picked ?? mine.station?.stationId;
  const [keyword, setKeyword] = useState('');
  const searched = useDebounce(keyword);
  const { stations } = useStations({ keyword: searched.trim() || undefined });
  const { logisticsUser } = useLogisticsUser();
  const setStationId = (id: number | undefined) => {
    setPicked(id);
    const station = stations?.find((each) => each.id === id);
    if (station && mine.collector) mine.choose({ stationId: station.id, stationName: station.name, highway: station.highway });
  };
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
        <TextField id="station-keyword" size="small" label={t('goods.stationList.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <TextField
          select
          id="station-choice"
          size="small"
          label={t('goods.stationList.station')}
          value={stationId === undefined ? '' : String(stationId)}
          onChange={(e) => setStationId(positiveId(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('goods.form.choose')}</option>
          {stations?.map((each) => (
            <option key={each.id} value={String(each.id)}>
              {`${each.name}（${each.highway}）`}
            </option>
          ))}
        </TextField>
        {logisticsUser?.isTollCollector && (
          <Button variant="contained" onClick={() => navigate(RELEASE_OFFLINE_PATH, stationId ? { stationId: String(stationId) } : {})}>
            {t('goods.offline.title')}
          </Button>
        )}
      </Box>
      {stationId === undefined ? <EmptyState message={t('goods.stationList.choose')} /> : <StationGoods key={stationId} stationId={stationId} />}
    </PageScaffold>
  );
}

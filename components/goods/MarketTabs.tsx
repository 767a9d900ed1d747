'use client';
import { useEffect, useState, type MutableRefObject, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useFreeTransports,
  useMyStation,
  useNearbyGoods,
  useOperationHistory,
  usePriorityGoods,
  useRecommendedGoods,
  useStationGoods,
  useStations,
  useTodayGoods,
  type GoodsFilter,
  type GoodsSourceItem,
} from '@/lib/api';
import { t } from '@/lib/i18n';
import { NAV_BAR_HEIGHT } from '@/components/ui/theme/sizes';
import { touristAtom } from '@/lib/state';
import { relativeTime } from '@/lib/time';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { EmptyState } from '@/components/ui/EmptyState';
import { PagedList, type PageLoader } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { FreeTransportCard } from './FreeTransportCard';
import { FreeTransportOffer } from './FreeTransportOffer';
import { GoodsCard } from './GoodsCard';
import { MarketFilters, NO_FILTER, activeCount, filterOf, type FilterSheet, type MarketFilterState } from './MarketFilters';
import { NearbyLocationProblem, locationCause, type LocationCause } from './NearbyLocationProblem';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { SOURCE_DETAIL_PATH, STATION_SOURCE_LIST_PATH } from './paths';
import { positiveId } from './query';

export const MARKET_TABS = ['priority', 'recommended', 'today', 'nearby', 'station', 'free', 'history'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** The call behind each tab, for the offline note. */
const TAB_PATHS: Record<MarketTab, string> = {
  priority: '/logistics/api/priorityGoods',
  recommended: '/logistics/api/recommendedForOldDrivers',
  today: '/logistics/api/todaySourceOfGoodsList',
  nearby: '/logistics/api/nearbySourceOfGoods',
  station: '/logistics/api/stationCommerceSourceList',
  free: '/logistics/api/freeTransportInfo',
  history: '/logistics/api/operationHistory',
};

export type Refresh = MutableRefObject<(() => Promise<unknown>) | null>;

const openSource = (source: GoodsSourceItem) => navigate(SOURCE_DETAIL_PATH, { id: String(source.id) });

/**
 * What an empty list offers (issue 15): with filters set, "no goods match" and 清除筛选; without,
 * that no loads are open right now, with 刷新 and, off the nearby tab, the loads near the reader.
 */
interface EmptyHelp {
  filtered: boolean;
  clearFilters: () => void;
  /** Opens the nearby tab; undefined on it. */
  showNearby?: () => void;
  /** 按城市看货: the first list with the filter sheet open on the origin city. */
  byCity: () => void;
}

function GoodsList({ loader, refresh, help }: { loader: PageLoader<GoodsSourceItem>; refresh: Refresh; help: EmptyHelp }) {
  useEffect(() => {
    refresh.current = () => loader.mutate();
  }, [loader, refresh]);
  const empty = help.filtered ? (
    <Button variant="contained" onClick={help.clearFilters}>
      {t('goods.filter.reset')}
    </Button>
  ) : (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button variant="contained" onClick={() => void loader.mutate()}>
        {t('goods.market.refresh')}
      </Button>
      {help.showNearby && (
        <Button variant="outlined" onClick={help.showNearby}>
          {t('goods.market.nearby')}
        </Button>
      )}
    </Box>
  );
  return (
    <PagedList
      loader={loader}
      itemKey={(s) => s.id}
      renderItem={(s) => <GoodsCard source={s} onOpen={openSource} />}
      emptyMessage={help.filtered ? t('goods.market.empty') : t('goods.market.none')}
      emptyHint={help.filtered ? undefined : t('goods.market.noneHint')}
      emptyAction={empty}
    />
  );
}

type ListProps = { filter: GoodsFilter; refresh: Refresh; help: EmptyHelp };
const PriorityList = ({ filter, refresh, help }: ListProps) => <GoodsList loader={usePriorityGoods(filter)} refresh={refresh} help={help} />;
const RecommendedList = ({ filter, refresh, help }: ListProps) => <GoodsList loader={useRecommendedGoods(filter)} refresh={refresh} help={help} />;
const TodayList = ({ filter, refresh, help }: ListProps) => <GoodsList loader={useTodayGoods(filter)} refresh={refresh} help={help} />;

type Position = { latitude: number; longitude: number };

function NearbyList({ filter, refresh, help }: ListProps) {
  const [position, setPosition] = useState<Position | null>(null);
  const [failure, setFailure] = useState<LocationCause | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailure(null);
    import('@/lib/bridge')
      .then(({ bridge }) => bridge.getLocation())
      .then((where) => current && setPosition({ latitude: where.latitude, longitude: where.longitude }))
      .catch((error: unknown) => current && setFailure(locationCause(error)));
    return () => {
      current = false;
    };
  }, [attempt]);
  const loader = useNearbyGoods(position, filter);
  if (position === null) {
    if (failure) return <NearbyLocationProblem cause={failure} onRetry={() => setAttempt(attempt + 1)} onByCity={help.byCity} />;
    return <DelayedLoading label={t('goods.nearby.locating')} />;
  }
  return <GoodsList loader={loader} refresh={refresh} help={help} />;
}

function StationList({ filter, refresh, help }: ListProps) {
  const { stations } = useStations();
  const [stationId, setStationId] = useState<number | undefined>(undefined);
  // A collector starts on their own station (useMyStation); others on the first one.
  const mine = useMyStation().station;
  const chosen = stationId ?? mine?.stationId ?? stations?.[0]?.id;
  const loader = useStationGoods(chosen, filter);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <TextField
          select
          id="market-station"
          size="small"
          label={t('goods.stationList.station')}
          value={chosen === undefined ? '' : String(chosen)}
          onChange={(event) => setStationId(positiveId(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          {stations?.map((each) => (
            <option key={each.id} value={String(each.id)}>
              {`${each.name}（${each.highway}）`}
            </option>
          ))}
        </TextField>
        <Button size="small" onClick={() => navigate(STATION_SOURCE_LIST_PATH, chosen ? { stationId: String(chosen) } : {})}>
          {t('goods.market.more')}
        </Button>
      </Box>
      {stations && stations.length === 0 ? <EmptyState message={t('goods.stationList.none')} /> : <GoodsList loader={loader} refresh={refresh} help={help} />}
    </Box>
  );
}

function FreeList({ filter, refresh }: ListProps) {
  const loader = useFreeTransports({ originAdCode: filter.originAdCode, destinationAdCode: filter.destinationAdCode, departDate: filter.loadingDate });
  // The list reads again after the driver offered, changed or withdrew a trip.
  const reload = () => void loader.mutate();
  useEffect(() => {
    refresh.current = () => loader.mutate();
  }, [loader, refresh]);
  return (
    <>
      <FreeTransportOffer onOffered={reload} />
      <PagedList loader={loader} itemKey={(i) => i.id} renderItem={(i) => <FreeTransportCard item={i} onChanged={reload} />} emptyMessage={t('goods.free.empty')} emptyHint={t('goods.free.emptyHint')} />
    </>
  );
}

function HistoryList({ refresh }: ListProps) {
  const loader = useOperationHistory();
  useEffect(() => {
    refresh.current = () => loader.mutate();
  }, [loader, refresh]);
  return (
    <PagedList
      loader={loader}
      itemKey={(r) => r.id}
      emptyMessage={t('goods.history.empty')}
      renderItem={(record) => (
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {`${t(`goods.history.${record.action}`)} · ${relativeTime(record.at)}`}
          </Typography>
          {record.goodsSource && <GoodsCard source={record.goodsSource} showStatus onOpen={openSource} />}
          {record.freeTransport && <FreeTransportCard item={record.freeTransport} />}
        </Box>
      )}
    />
  );
}

const LISTS: Record<MarketTab, (props: ListProps) => ReactNode> = {
  priority: PriorityList,
  recommended: RecommendedList,
  today: TodayList,
  nearby: NearbyList,
  station: StationList,
  free: FreeList,
  history: HistoryList,
};

/**
 * The market's lists as tabs, with the driver's filters; `refresh` is set to the shown list's
 * reload. The tabs and the filter bar stick under the navigation bar while the list scrolls.
 */
export function MarketTabs({ refresh }: { refresh: Refresh }) {
  const tourist = useAtomValue(touristAtom);
  const tabs = MARKET_TABS.filter((tab) => tab !== 'history' || !tourist);
  // ?tab= opens a list (the free tab after signing in to offer a trip).
  const asked = useRoute().query.tab;
  const [tab, setTab] = useState<MarketTab>(() => MARKET_TABS.find((each) => each === asked) ?? 'priority');
  const [filters, setFilters] = useState<MarketFilterState>(NO_FILTER);
  const [sheet, setSheet] = useState<FilterSheet>(null);
  const shown = tabs.includes(tab) ? tab : 'priority';
  const List = LISTS[shown];
  const help: EmptyHelp = {
    filtered: activeCount(filters) > 0,
    clearFilters: () => setFilters(NO_FILTER),
    showNearby: shown === 'nearby' ? undefined : () => setTab('nearby'),
    byCity: () => {
      setTab('priority');
      setSheet('city');
    },
  };
  return (
    <Box>
      <Box
        data-testid="market-sticky"
        sx={(theme) => ({
          position: 'sticky',
          // Right under the navigation bar (its toolbar: 48 px on phones, MUI's 64 px from sm up).
          top: NAV_BAR_HEIGHT,
          [theme.breakpoints.up('sm')]: { top: 64 },
          zIndex: 2,
          mx: -2,
          px: 2,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        })}
      >
        {/* The arrows show there are more tabs than the row holds (issue 15: hidden tabs had no hint). */}
        <Tabs
          value={shown}
          onChange={(_, next: MarketTab) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('goods.market.title')}
          sx={{ '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 }, '& .MuiTabs-scrollButtons': { width: 28 } }}
        >
          {tabs.map((each) => (
            <Tab key={each} value={each} label={t(`goods.market.tab.${each}`)} />
          ))}
        </Tabs>
        {shown !== 'history' && <MarketFilters value={filters} onChange={setFilters} sheet={sheet} onSheet={setSheet} />}
      </Box>
      <Box sx={{ pt: 1 }}>
        <OfflineNote path={TAB_PATHS[shown]} />
        <List key={shown} filter={filterOf(filters)} refresh={refresh} help={help} />
      </Box>
    </Box>
  );
}

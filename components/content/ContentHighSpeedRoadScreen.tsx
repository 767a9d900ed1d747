'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useHotlineProvinces, useHotlineRoads, useHotlines, type HotlineRoadInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { HotlineList } from './HotlineCard';
import { ProvincePicker } from './ProvincePicker';
import { HIGH_SPEED_ROAD_PATH, HOTLINE_PATH } from './paths';

/** The highways that have lines, each with its code, name and number of lines. */
function RoadIndex({ roads, onPick }: { roads: readonly HotlineRoadInfo[]; onPick: (roadCode: string) => void }) {
  if (roads.length === 0) {
    return <EmptyState message={t('content.road.empty')} action={<Button variant="outlined" onClick={() => navigate(HOTLINE_PATH)}>{t('content.hotline.byProvince')}</Button>} />;
  }
  return (
    <List aria-label={t('content.road.pickRoad')} disablePadding>
      {roads.map((road) => (
        <ListItemButton key={road.roadCode} divider onClick={() => onPick(road.roadCode)}>
          <Chip size="small" color="success" label={road.roadCode} sx={{ mr: 1.5, fontWeight: 700, minWidth: 56 }} />
          <ListItemText primary={road.roadName} secondary={t('content.hotline.lines', { count: road.lines })} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** One road's lines (in the province when one is chosen, and the whole-road ones). */
function RoadLines({ road, provinceCode, onOther }: { road: HotlineRoadInfo; provinceCode: string; onOther: () => void }) {
  const { hotlines, error, mutate } = useHotlines({ roadCode: road.roadCode, ...(provinceCode ? { provinceCode } : {}) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('content.road.chosen', { code: road.roadCode, name: road.roadName })}
        </Typography>
        <Button size="small" onClick={onOther}>
          {t('content.road.otherRoad')}
        </Button>
      </Box>
      <Loaded data={hotlines} error={error} onRetry={() => void mutate()}>
        {(lines) => <HotlineList lines={lines} />}
      </Loaded>
    </Box>
  );
}

/**
 * Hotlines by highway (`/pages/hotLine/highSpeedRoad?province=&road=G15`): the province (全国: every
 * road), the roads that have lines (G15 沈海高速 · 3 条热线), and the chosen road's lines to call.
 */
export default function ContentHighSpeedRoadScreen() {
  const { query } = useRoute();
  const provinceCode = query.province ?? '';
  const roadCode = (query.road ?? '').toUpperCase();
  const { provinces } = useHotlineProvinces();
  const { roads, error, mutate } = useHotlineRoads(provinceCode || undefined);
  const go = (next: { province?: string; road?: string }) =>
    navigate(HIGH_SPEED_ROAD_PATH, Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>, { replace: true });
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <ProvincePicker provinces={provinces ?? []} value={provinceCode} onChange={(province) => go({ province })} />
        <Loaded data={roads} error={error} onRetry={() => void mutate()}>
          {(loaded) => {
            const road = loaded.find((each) => each.roadCode === roadCode);
            return road ? (
              <RoadLines road={road} provinceCode={provinceCode} onOther={() => go({ province: provinceCode })} />
            ) : (
              <RoadIndex roads={loaded} onPick={(road) => go({ province: provinceCode, road })} />
            );
          }}
        </Loaded>
      </Box>
    </PageScaffold>
  );
}

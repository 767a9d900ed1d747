'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AltRoute from '@mui/icons-material/AltRoute';
import { useHotlineProvinces, useHotlines } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { HotlineList } from './HotlineCard';
import { ProvincePicker } from './ProvincePicker';
import { HIGH_SPEED_ROAD_PATH, HOTLINE_PATH } from './paths';

/**
 * Hotlines by province (`/pages/hotLine/hotLine?province=350000`): the national lines (12122)
 * first, then the chosen province's line and its highways' lines, each number a tap to call.
 * 按高速查询 opens highSpeedRoad in the same province.
 */
export default function ContentHotLineScreen() {
  const { query } = useRoute();
  const provinceCode = query.province ?? '';
  const { provinces, error: provincesError, mutate: reloadProvinces } = useHotlineProvinces();
  const { hotlines, error, mutate } = useHotlines(provinceCode ? { provinceCode } : {});
  const choose = (next: string) => navigate(HOTLINE_PATH, next ? { province: next } : {}, { replace: true });
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => Promise.all([mutate(), reloadProvinces()])}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <ProvincePicker provinces={provinces ?? []} value={provinceCode} onChange={choose} />
            </Box>
            <Button startIcon={<AltRoute />} onClick={() => navigate(HIGH_SPEED_ROAD_PATH, provinceCode ? { province: provinceCode } : {})}>
              {t('content.hotline.byRoad')}
            </Button>
          </Box>
          {provincesError !== undefined && !provinces && (
            <Button size="small" onClick={() => void reloadProvinces()}>
              {t('ui.retry')}
            </Button>
          )}
          {!provinceCode && (
            <Typography variant="body2" role="note" sx={{ color: 'text.secondary' }}>
              {t('content.hotline.pickProvince')}
            </Typography>
          )}
          <Loaded data={hotlines} error={error} onRetry={() => void mutate()}>
            {(lines) => <HotlineList lines={lines} />}
          </Loaded>
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}

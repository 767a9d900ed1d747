'use client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BridgeError, ShellError } from '@/lib/bridge/errors';
import { isInShell } from '@/lib/bridge/environment';
import { t } from '@/lib/i18n';

/** Why the position is missing: each cause has its own words and next step. */
export type LocationCause = 'denied' | 'unavailable' | 'timeout';

/**
 * The cause of a getLocation failure: the browser's is a BridgeError keyed by its cause; the shell
 * answers in its own words, so a refusal is recognised by them (anything else: not found).
 */
export function locationCause(failure: unknown): LocationCause {
  if (failure instanceof BridgeError) {
    if (failure.key === 'bridge.locationDenied') return 'denied';
    if (failure.key === 'bridge.locationTimeout' || failure.key === 'bridge.timeout') return 'timeout';
    return 'unavailable';
  }
  if (failure instanceof ShellError && /denied|permission|not allowed|权限|拒绝|授权|未允许/i.test(failure.message)) return 'denied';
  return 'unavailable';
}

/**
 * The nearby tab without a position (issue 15): one message per cause instead of "无法获取您的位置
 * （无法获取当前位置）", with what to do: 重试, 按城市看货 (the filter sheet on the origin city), and on
 * a refusal where location is allowed (the phone's settings in the app, the site settings in a browser).
 */
export function NearbyLocationProblem({ cause, onRetry, onByCity }: { cause: LocationCause; onRetry: () => void; onByCity: () => void }) {
  return (
    <Alert severity="warning" data-cause={cause}>
      <AlertTitle>{t(`goods.nearby.${cause}.title`)}</AlertTitle>
      <Typography variant="body2">{t(`goods.nearby.${cause}.hint`)}</Typography>
      {cause === 'denied' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t(isInShell() ? 'goods.nearby.allow.app' : 'goods.nearby.allow.browser')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={onRetry}>
          {t('goods.nearby.retry')}
        </Button>
        <Button size="small" variant="outlined" onClick={onByCity}>
          {t('goods.nearby.byCity')}
        </Button>
      </Box>
    </Alert>
  );
}

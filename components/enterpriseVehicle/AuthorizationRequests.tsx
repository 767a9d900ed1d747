'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { settleAuthorizationRequest, useAuthorizationRequests } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { errorMessage } from '@/components/ui/errorMessage';
import { useAction } from '@/components/ui/useAction';

/**
 * Drivers who asked, through a vehicle-authorisation link, to drive one of the caller's vehicles
 * (or, with `enterpriseId`, the enterprise's): accept or decline each. Shows nothing when none wait.
 */
export function AuthorizationRequests({ enterpriseId }: { enterpriseId?: number }) {
  const { requests, error, mutate } = useAuthorizationRequests(enterpriseId);
  const settle = useAction(async (requestId: number, accept: boolean) => {
    await settleAuthorizationRequest(requestId, accept);
    showToast(t(accept ? 'ev.requests.accepted' : 'ev.requests.declined'));
    await mutate();
  });
  if (error && !requests) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void mutate()}>{t('ui.retry')}</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!requests || requests.length === 0) return null;
  return (
    <Card component="section" aria-label={t('ev.requests.title')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('ev.requests.title')}
        </Typography>
        {settle.error && <Alert severity="error">{settle.error}</Alert>}
        {requests.map((request) => (
          <Box key={request.requestId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t('ev.requests.line', { mobile: request.mobile, plate: request.plateNumber, date: formatDate(request.requestedAt) })}
            </Typography>
            <Button size="small" disabled={settle.pending} onClick={() => void settle.run(request.requestId, false)}>
              {t('ev.requests.decline')}
            </Button>
            <Button size="small" variant="contained" disabled={settle.pending} onClick={() => void settle.run(request.requestId, true)}>
              {t('ev.requests.accept')}
            </Button>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

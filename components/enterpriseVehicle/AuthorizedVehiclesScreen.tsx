'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { untieVehicle, useMyAuthorizations, type MyAuthorization } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { MY_TRUCKS_PATH, VEHICLE_LICENSE_INFO_PATH } from '@/components/vehicle/paths';

/** Whose vehicle it is: the enterprise's name, or the licence owner's with "个人车辆". */
function ownerText(grant: MyAuthorization): string {
  return grant.ownerKind === 'enterprise' ? grant.ownerName : `${grant.ownerName}（${t('ev.owner.person')}）`;
}

/** One current authorisation: opens the vehicle's licence information; "解除授权" gives it up. */
function CurrentGrant({ grant, pending, onUntie }: { grant: MyAuthorization; pending: boolean; onUntie: () => void }) {
  return (
    <Card variant="outlined" data-testid={`authorization-${grant.authorizationId}`}>
      <CardActionArea onClick={() => navigate(VEHICLE_LICENSE_INFO_PATH, { vehicleId: String(grant.vehicleId) })}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {grant.plateNumber}
          </Typography>
          <Typography variant="body2">{t('ev.authorized.owner', { owner: ownerText(grant) })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ev.authorized.since', { date: formatDate(grant.grantedAt) })}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={pending}
          aria-label={t('ev.authorized.untieNamed', { plate: grant.plateNumber })}
          onClick={onUntie}
        >
          {t('ev.authorized.untie')}
        </Button>
      </Box>
    </Card>
  );
}

/** Ended authorisations, newest first: when, and why (given up, revoked, vehicle deleted or moved). */
function History({ history }: { history: MyAuthorization[] }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {t('ev.authorized.history')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ev.authorized.noHistory')}
        </Typography>
      ) : (
        history.map((grant) => (
          <Box key={grant.authorizationId} data-testid={`authorization-${grant.authorizationId}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="body1">
              {grant.plateNumber} · {ownerText(grant)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('ev.authorized.period', { from: formatDate(grant.grantedAt), to: formatDate(grant.endedAt ?? '') })} ·{' '}
              {t(`ev.authorized.reason.${grant.endReason ?? 'untied'}`)}
            </Typography>
          </Box>
        ))
      )}
    </Box>
  );
}

/**
 * The authorisations granted to me as a driver (`/pages/authorizedVehicle/authorizedVehicle`):
 * the current ones, whose vehicle each is and since when, giving one up (untie: the owner sees
 * it ended by the driver), and the ended ones with why they ended. The vehicles to drive today,
 * with their document dates, are on myTrucks.
 */
export default function AuthorizedVehiclesScreen() {
  const { authorizations, error, mutate } = useMyAuthorizations();
  const [chosen, setChosen] = useState<MyAuthorization | null>(null);
  const untie = useAction(async (grant: MyAuthorization) => {
    await untieVehicle(grant.vehicleId);
    showToast(t('ev.authorized.untied', { plate: grant.plateNumber }));
    await mutate();
  });
  return (
    <PageScaffold>
      <Loaded data={authorizations} error={error} onRetry={() => void mutate()}>
        {({ current, history }) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {untie.error && <Alert severity="error">{untie.error}</Alert>}
            {current.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('ev.authorized.none')}</Typography>
            ) : (
              current.map((grant) => <CurrentGrant key={grant.authorizationId} grant={grant} pending={untie.pending} onUntie={() => setChosen(grant)} />)
            )}
            <Button onClick={() => navigate(MY_TRUCKS_PATH)}>{t('ev.authorized.toTrucks')}</Button>
            <History history={history} />
          </Box>
        )}
      </Loaded>
      <ConfirmDialog
        open={chosen !== null}
        danger
        title={t('ev.authorized.confirmTitle', { plate: chosen?.plateNumber ?? '' })}
        message={t('ev.authorized.confirmMessage')}
        confirmLabel={t('ev.authorized.untie')}
        pending={untie.pending}
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          const grant = chosen;
          setChosen(null);
          if (grant) void untie.run(grant);
        }}
      />
    </PageScaffold>
  );
}

'use client';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { isEditable, orderQuery, useApplication } from './applicationDraft';
import { ADD_ETC_VEHICLE_PATH, HANDLING_PROGRESS_PATH } from './paths';

/** An application already sent: where it stands, and the way to its progress. */
export function AlreadySent({ order }: { order: EtcOrderInfo }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(HANDLING_PROGRESS_PATH, orderQuery(order), { replace: true })}>
          {t('etc.apply.toProgress')}
        </Button>
      }
    >
      {t('etc.apply.alreadySent', { status: t(`etc.status.${order.status}`) })}
    </Alert>
  );
}

/**
 * A screen of one part of the application (`?orderId=`, else the caller's application in
 * progress): its content once the application is known and may be changed; with none yet, the
 * way to start it (the truck comes first); one already sent, the way to its progress.
 */
export function ApplicationStep({ children }: { children: (order: EtcOrderInfo) => ReactNode }) {
  const { order, error, reload } = useApplication();
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Loaded data={order} error={error} onRetry={reload}>
        {(loaded) => {
          if (!loaded) {
            return (
              <EmptyState
                message={t('etc.apply.noApplication')}
                hint={t('etc.apply.noApplicationHint')}
                action={
                  <Button variant="contained" onClick={() => navigate(ADD_ETC_VEHICLE_PATH, {}, { replace: true })}>
                    {t('etc.apply.addVehicle')}
                  </Button>
                }
              />
            );
          }
          if (!isEditable(loaded)) return <AlreadySent order={loaded} />;
          return children(loaded);
        }}
      </Loaded>
    </PageScaffold>
  );
}

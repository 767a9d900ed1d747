'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { driverCancelOrder, useCurrentUser, useFieldQueue, useWaybillDetail, type WaybillDetailInfo } from '@/lib/api';
import { LOADING_STARTED_STATUSES, TRACKING_STATUSES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { QrCode } from '@/components/ui/QrCode';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { TrackingNotice } from '@/components/location/TrackingNotice';
import { FreightEntrance } from '@/components/money/FreightEntrance';
import { WaybillTolls } from '@/components/etc/WaybillTolls';
import { CancelDialog } from './CancelDialog';
import { DriverNextStep } from './DriverNextStep';
import { FieldQueueNotice } from './FieldQueueNotice';
import { expectedStatus } from './logic';
import { ORDER_DETAIL2_PATH } from './paths';
import { Section, StatusTimeline, WaybillFacts } from './widgets';
import { OfflineNote } from '@/components/ui/OfflineNote';

/** The waybill id of a screen's `?id=`, or null. */
export function useWaybillIdParam(): number | null {
  const { query } = useRoute();
  const id = Number(query.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function DriverWaybill({ waybill, reload }: { waybill: WaybillDetailInfo; reload: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  // A queued action sent (by "sync now" or on its own when back online) moves the waybill: read it again.
  const queue = useFieldQueue(waybill.waybillId);
  const waiting = queue.length;
  // The truck is tracked from the pickup scan to the end of unloading, also when the scan still waits on the phone.
  const onTheWay = (TRACKING_STATUSES as readonly string[]).includes(expectedStatus(waybill.status, queue));
  const seen = useRef(waiting);
  useEffect(() => {
    if (seen.current === waiting) return;
    seen.current = waiting;
    reload();
  }, [waiting, reload]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FieldQueueNotice waybillId={waybill.waybillId} />
      <DriverNextStep waybill={waybill} onChanged={reload} />
      <FreightEntrance waybillId={waybill.waybillId} side="driver" />
      <WaybillTolls waybillId={waybill.waybillId} started={(LOADING_STARTED_STATUSES as readonly string[]).includes(waybill.status)} />
      <TrackingNotice waybillId={waybill.waybillId} carNumber={waybill.carNumber} sourceOfGoodsId={waybill.goodsSourceId} active={onTheWay} />
      <WaybillFacts waybill={waybill} />
      {waybill.code && waybill.status !== 'cancelled' && (
        <Section title={t('waybill.code.title')}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <QrCode value={waybill.code} label={t('waybill.code.title')} />
          </Box>
          <Box sx={{ color: 'text.secondary', fontSize: 12, textAlign: 'center' }}>{t('waybill.code.hint')}</Box>
        </Section>
      )}
      <StatusTimeline waybill={waybill} />
      {waybill.actions.includes('driverCancel') && (
        <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
          {t('waybill.cancel.driver')}
        </Button>
      )}
      <CancelDialog
        open={cancelling}
        title={t('waybill.cancel.driver')}
        message={t('waybill.cancel.driverText')}
        confirmLabel={t('waybill.cancel.confirm')}
        onClose={() => setCancelling(false)}
        onCancel={async (reason) => {
          await driverCancelOrder(waybill.waybillId, reason);
          showToast(t('waybill.cancel.done'));
          reload();
        }}
      />
    </Box>
  );
}

/**
 * The driver's waybill (`/pages/orderDetail/orderDetail?id=`): the next step as one big button,
 * the phone's queued field actions, goods, route, freight, parties, the waybill code for toll
 * stations, the timeline and cancelling before loading. The e-sign page returns here for both
 * sides, so the cargo owner is passed on to orderDetail2.
 */
export default function OrderDetailScreen() {
  const id = useWaybillIdParam();
  const { waybill, error, mutate } = useWaybillDetail(id);
  const reload = useCallback(() => void mutate(), [mutate]);
  const { user } = useCurrentUser();
  const ownerView = Boolean(waybill && user && waybill.driver.userId !== user.userId && waybill.cargoOwnerId === user.userId);

  useEffect(() => {
    if (ownerView && id) navigate(ORDER_DETAIL2_PATH, { id: String(id) }, { replace: true });
  }, [ownerView, id]);

  return (
    <PageScaffold>
      {id !== null && <OfflineNote path={`/logistics/api/waybillDetail/${id}`} onRetry={reload} />}
      <Loaded data={id === null ? undefined : waybill} error={id === null ? new BadLinkError(t('waybill.badId')) : error} onRetry={() => void mutate()}>
        {(shown) => (ownerView ? null : <DriverWaybill waybill={shown} reload={reload} />)}
      </Loaded>
    </PageScaffold>
  );
}

'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { clockIn, useActivity, useActivityQrCode, useCurrentUser, type ActivityInfo, type ClockInInfo } from '@/lib/api';
import { ACTIVITY_QR_PREFIX } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { EmptyState } from '@/components/ui/EmptyState';
import { errorMessage } from '@/components/ui/errorMessage';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { QrCode } from '@/components/ui/QrCode';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { openScanner } from '@/components/waybill/scan';
import { useIdParam } from '@/components/router/RouteContext';
import { CARD_COUPON_DETAILS_PATH, COUPON_LIST_PATH } from '@/components/coupon/paths';
import { batchValidityText, windowText } from '@/components/coupon/format';
import { CouponTicket } from '@/components/coupon/widgets';
import { ActivityFacts } from './ActivityFacts';

/** OPERATORS: the QR to print or show at the activity's toll station. */
function StationQr({ activity }: { activity: ActivityInfo }) {
  const { qrCode, error, mutate } = useActivityQrCode(activity.id);
  return (
    <Loaded data={qrCode} error={error} onRetry={() => void mutate()}>
      {(loaded) => (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
            <Typography variant="h6" component="h2">
              {activity.title}
            </Typography>
            <QrCode value={loaded.qr} label={t('activity.qr.label')} size={260} />
            <Typography variant="body1">{loaded.stationName ? t('activity.qr.station', { name: loaded.stationName }) : t('activity.qr.noStation')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('activity.qr.hint')}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Loaded>
  );
}

/** What the clock-in handed out. */
function ClockedIn({ record }: { record: ClockInInfo }) {
  const { coupon } = record;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="success">{coupon ? t('activity.clockIn.gotCoupon') : t('activity.clockIn.doneNoCoupon')}</Alert>
      {coupon && (
        <>
          <CouponTicket batch={coupon.batch} line={windowText(coupon.validFrom, coupon.validUntil)} onOpen={() => navigate(CARD_COUPON_DETAILS_PATH, { id: String(coupon.id) })} />
          <Button variant="contained" onClick={() => navigate(CARD_COUPON_DETAILS_PATH, { id: String(coupon.id) })}>
            {t('activity.clockIn.seeCoupon')}
          </Button>
        </>
      )}
    </Box>
  );
}

/** DRIVERS: scan the QR at the station to clock in, once; the coupon comes with it. */
function ClockIn({ activity }: { activity: ActivityInfo }) {
  const [record, setRecord] = useState<ClockInInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSubmission(async (intent, qr: string) => setRecord(await clockIn(qr, intent)));
  const scan = async () => {
    setProblem(null);
    try {
      const text = (await openScanner()).trim();
      if (!text.startsWith(`${ACTIVITY_QR_PREFIX}.`)) setProblem(t('activity.clockIn.notActivityQr'));
      else await send.run(text);
    } catch (failure) {
      const message = errorMessage(failure);
      if (message !== t('bridge.scanCancelled')) setProblem(message);
    }
  };
  if (record) return <ClockedIn record={record} />;
  if (activity.mine?.clockedIn) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Alert severity="success">{t('activity.clockIn.already')}</Alert>
        <Button variant="outlined" onClick={() => navigate(COUPON_LIST_PATH, { mine: '1' })}>
          {t('activity.clockIn.toBag')}
        </Button>
      </Box>
    );
  }
  if (activity.releaseStatus !== 'ongoing') return <Alert severity="info">{t(`activity.clockIn.${activity.releaseStatus}`)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {activity.stationName ? t('activity.clockIn.howAt', { name: activity.stationName }) : t('activity.clockIn.how')}
      </Typography>
      {activity.couponBatch && <CouponTicket batch={activity.couponBatch} line={batchValidityText(activity.couponBatch)} />}
      {problem && <Alert severity="warning">{problem}</Alert>}
      <SubmissionStatus action={send} />
      <Button variant="contained" size="large" startIcon={<QrCodeScanner />} disabled={send.pending} onClick={() => void scan()} sx={{ py: 1.5 }}>
        {send.pending ? t('activity.clockIn.sending') : t('activity.clockIn.scan')}
      </Button>
    </Box>
  );
}

/**
 * An activity's clock-in (`?id=`): the operator gets the QR to hang at the toll station; a driver
 * scans it there (the shell's scanner or the browser camera) and gets the activity's coupon, once.
 */
export default function ActivityQrCodeScreen() {
  const id = useIdParam('id');
  const { user } = useCurrentUser();
  const { activity, error, mutate } = useActivity(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('activity.notFound')} />
      ) : (
        <Loaded data={activity} error={error} onRetry={() => void mutate()}>
          {(loaded) =>
            !user ? (
              <DelayedLoading />
            ) : user.identityType === 'operator' ? (
              <StationQr activity={loaded} />
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <ActivityFacts activity={loaded} />
                <ClockIn activity={loaded} />
              </Box>
            )
          }
        </Loaded>
      )}
    </PageScaffold>
  );
}

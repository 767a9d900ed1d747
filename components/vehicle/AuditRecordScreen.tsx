'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useVehicleAudits, type VehicleAuditEntry } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useVehicleIdParam } from './widgets';
import { formatDateTime } from '@/lib/time';

function Entry({ entry }: { entry: VehicleAuditEntry }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {entry.plateNumber} · {t(`vehicle.audit.action.${entry.action}`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatDateTime(entry.at)}
        </Typography>
        {entry.reason && <Typography variant="body2">{t('vehicle.cert.reason', { reason: entry.reason })}</Typography>}
      </CardContent>
    </Card>
  );
}

/**
 * The review trail of my vehicles (`/pages/truckOwerAuditRecord/truckOwerAuditRecord`, optional
 * `?vehicleId=` for one vehicle): submitted, approved, rejected with reason, resubmitted.
 */
export default function AuditRecordScreen() {
  const vehicleId = useVehicleIdParam();
  const loader = useVehicleAudits(vehicleId === null ? {} : { vehicleId });
  return (
    <PageScaffold>
      <PagedList loader={loader} itemKey={(entry) => `${entry.certificationId}-${entry.at}-${entry.action}`} emptyMessage={t('vehicle.audit.empty')} renderItem={(entry) => <Entry entry={entry} />} />
    </PageScaffold>
  );
}

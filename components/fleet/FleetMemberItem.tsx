'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FleetMemberInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { CertificationStatusChip } from '@/components/identity/certification';

type Vehicle = NonNullable<FleetMemberInfo['vehicles']>[number];

function VehicleLine({ vehicle, typeLabel }: { vehicle: Vehicle; typeLabel: (code: string) => string }) {
  const length = vehicle.vehicleLength ? ` · ${t('fleet.vehicle.length', { length: vehicle.vehicleLength })}` : '';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {vehicle.plateNumber} · {typeLabel(vehicle.vehicleType)}
        {length}
      </Typography>
      <CertificationStatusChip status={vehicle.status} />
    </Box>
  );
}

/**
 * One member as the fleet detail lists them. Members see a name; the captain also sees the
 * mobile, the vehicles and "remove", and for former members when and why they went.
 */
export function FleetMemberItem({
  member,
  typeLabel,
  onRemove,
}: {
  member: FleetMemberInfo;
  typeLabel: (code: string) => string;
  onRemove?: (member: FleetMemberInfo) => void;
}) {
  return (
    <Card component="article" aria-label={member.name} sx={{ mb: 1 }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {member.name}
            {member.mobile && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {member.mobile}
              </Typography>
            )}
          </Typography>
          {onRemove && (
            <Button size="small" color="error" onClick={() => onRemove(member)}>
              {t('fleet.detail.remove')}
            </Button>
          )}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('fleet.joinedAt', { date: formatDate(member.joinedAt) })}
          {member.endedAt && member.endReason && ` · ${t(`fleet.detail.ended.${member.endReason}`, { date: formatDate(member.endedAt) })}`}
        </Typography>
        {member.vehicles &&
          (member.vehicles.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }} aria-label={t('fleet.detail.vehicles')}>
              {member.vehicles.map((vehicle) => (
                <VehicleLine key={vehicle.vehicleId} vehicle={vehicle} typeLabel={typeLabel} />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('fleet.detail.noVehicles')}
            </Typography>
          ))}
      </CardContent>
    </Card>
  );
}

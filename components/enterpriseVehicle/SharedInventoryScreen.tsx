'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSharedInventory, type SharedCapacity } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PhoneCallButton } from '@/components/ui/PhoneCall';
import { PagedList } from '@/components/ui/PagedList';
import { kg, useVehicleLine } from '@/components/vehicle/widgets';

function SharedCard({ item }: { item: SharedCapacity }) {
  const line = useVehicleLine();
  return (
    <Card component="article" aria-label={item.plateNumber} sx={{ mb: 1 }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('ev.capacity.route', { from: item.fromArea, to: item.toArea })}
        </Typography>
        <Typography variant="body2">
          {t('ev.capacity.summary', { load: kg(item.freeLoadKg), date: formatDate(item.availableDate) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.plateNumber} · {line(item)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.enterpriseName ?? t('ev.owner.person')}
        </Typography>
        {item.note && <Typography variant="body2">{t('ev.capacity.note', { note: item.note })}</Typography>}
        <PhoneCallButton phone={item.contactMobile}>{t('ev.shared.call', { mobile: item.contactMobile })}</PhoneCallButton>
      </CardContent>
    </Card>
  );
}

/**
 * Spare capacity shared on the platform, for cargo owners and carriers
 * (`/pages/thirdPartySharedInventory/thirdPartySharedInventory`): open offers of approved
 * vehicles, soonest first, filtered by where from and where to, with the number to call.
 */
export default function SharedInventoryScreen() {
  const [typed, setTyped] = useState({ fromArea: '', toArea: '' });
  const [filter, setFilter] = useState<{ fromArea?: string; toArea?: string }>({});
  const loader = useSharedInventory(filter);
  const search = () => {
    const fromArea = typed.fromArea.trim();
    const toArea = typed.toArea.trim();
    setFilter({ ...(fromArea ? { fromArea } : {}), ...(toArea ? { toArea } : {}) });
  };
  return (
    <PageScaffold>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'center', mb: 1.5 }}
      >
        <TextField
          id="shared-from"
          size="small"
          label={t('ev.field.fromArea')}
          value={typed.fromArea}
          onChange={(event) => setTyped((current) => ({ ...current, fromArea: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          id="shared-to"
          size="small"
          label={t('ev.field.toArea')}
          value={typed.toArea}
          onChange={(event) => setTyped((current) => ({ ...current, toArea: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained">
          {t('ev.shared.search')}
        </Button>
      </Box>
      <PagedList
        loader={loader}
        itemKey={(item) => item.spareCapacityId}
        emptyMessage={t(filter.fromArea || filter.toArea ? 'ev.shared.noneMatching' : 'ev.shared.none')}
        renderItem={(item) => <SharedCard item={item} />}
      />
    </PageScaffold>
  );
}

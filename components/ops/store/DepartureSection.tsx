'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { BrigadeOpsDeparture } from '@/lib/contract';
import { deleteOpsDeparture, type OpsProductInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDayLong } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { formatYuan } from '@/components/money/amount';
import { DepartureDialog } from './DepartureDialog';

function DepartureRow({ departure, onEdit, onChanged }: { departure: BrigadeOpsDeparture; onEdit: () => void; onChanged: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const remove = useSubmission(async (intent) => {
    await deleteOpsDeparture(departure.departureId, intent);
    await onChanged();
    setAsking(false);
    showToast(t('brigadeOps.departure.deleted'));
  });
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }} data-testid={`ops-departure-${departure.departureId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1 }}>{formatDayLong(departure.date)}</Typography>
        {departure.departed && <Chip size="small" label={t('brigadeOps.departure.departed')} />}
        <Button size="small" onClick={onEdit}>
          {t('brigadeOps.edit')}
        </Button>
        {departure.seatsTaken === 0 && (
          <Button size="small" color="error" onClick={() => setAsking(true)}>
            {t('brigadeOps.delete')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('brigadeOps.departure.line', { price: formatYuan(departure.priceFen), total: departure.seatsTotal, taken: departure.seatsTaken, left: departure.seatsLeft })}
      </Typography>
      <SubmissionStatus action={remove} />
      <ConfirmDialog
        open={asking}
        danger
        title={t('brigadeOps.departure.deleteTitle')}
        message={t('brigadeOps.departure.deleteMessage', { date: formatDayLong(departure.date) })}
        confirmLabel={t('brigadeOps.delete')}
        pending={remove.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove.run()}
      />
    </Box>
  );
}

/**
 * A package's departures, every one (past ones marked): date, price per traveller, seats total,
 * booked and left; add one, change one, delete one nobody booked.
 */
export function DepartureSection({ product, onChanged }: { product: OpsProductInfo; onChanged: () => Promise<unknown> }) {
  // undefined: no dialog; null: a new departure; else the one being changed.
  const [editing, setEditing] = useState<BrigadeOpsDeparture | null | undefined>(undefined);
  return (
    <Box component="section" aria-labelledby="ops-departures" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="ops-departures" variant="h6" component="h2">
        {t('brigadeOps.departure.title')}
      </Typography>
      {product.departures.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('brigadeOps.departure.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {product.departures.map((departure) => (
            <DepartureRow key={departure.departureId} departure={departure} onEdit={() => setEditing(departure)} onChanged={onChanged} />
          ))}
        </Box>
      )}
      <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing(null)}>
        {t('brigadeOps.departure.new')}
      </Button>
      {editing !== undefined && (
        <DepartureDialog productId={product.productId} basePriceFen={product.basePriceFen} departure={editing} open onClose={() => setEditing(undefined)} onSaved={onChanged} />
      )}
    </Box>
  );
}

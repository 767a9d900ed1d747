'use client';
import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BRIGADE_MAX_STOCK } from '@/lib/contract';
import { changeOpsStock } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { OpsFormDialog } from './OpsFormDialog';

/**
 * Adding or taking stock of goods or a pass. It sends a change, not a new total, so pieces buyers
 * take meanwhile are never written over; taking more than is left is refused by the server.
 */
export function StockDialog({ productId, title, stock, open, onClose, onSaved }: { productId: number; title: string; stock: number; open: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const form = useForm({ amount: { rules: [rules.required, rules.digits, { check: (v) => Number(v) >= 1 && Number(v) <= BRIGADE_MAX_STOCK, messageKey: 'brigadeOps.stock.range', messageVars: { max: BRIGADE_MAX_STOCK } }] } });
  const save = useSubmission(async (intent) => {
    const amount = Number(form.values.amount);
    const saved = await changeOpsStock(productId, direction === 'add' ? amount : -amount, intent);
    await onSaved();
    showToast(t('brigadeOps.stock.done', { stock: saved.stock }));
    onClose();
  });
  return (
    <OpsFormDialog open={open} onClose={onClose} title={t('brigadeOps.stock.title')} validate={() => form.validate()} save={save} confirmLabel={t('brigadeOps.stock.confirm')}>
      <Typography variant="body2">{t('brigadeOps.stock.now', { title, stock })}</Typography>
      <ToggleButtonGroup exclusive fullWidth size="small" value={direction} onChange={(_, next: 'add' | 'take' | null) => next && setDirection(next)} aria-label={t('brigadeOps.stock.direction')}>
        <ToggleButton value="add">{t('brigadeOps.stock.add')}</ToggleButton>
        <ToggleButton value="take">{t('brigadeOps.stock.take')}</ToggleButton>
      </ToggleButtonGroup>
      <FormField field={form.field('amount')} label={t('brigadeOps.stock.amount')} inputMode="numeric" />
    </OpsFormDialog>
  );
}

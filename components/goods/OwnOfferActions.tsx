'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { deleteFreeTransport, type FreeTransportItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { OfferDialog } from './OfferDialog';

/** 修改 and 撤回 on the offering driver's own free trip (only they may, docs/goods.md); `onChanged` reads the list again. */
export function OwnOfferActions({ offer, onChanged }: { offer: FreeTransportItem; onChanged?: () => void }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const withdraw = useSubmission(async (intent) => {
    await deleteFreeTransport(offer.id, intent);
    showToast(t('goods.free.withdrawn'));
    onChanged?.();
  });
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 0.5 }}>
      <SubmissionStatus action={withdraw} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" color="error" onClick={() => setAsking(true)} disabled={withdraw.pending}>
          {t('goods.free.withdraw')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
          {t('goods.free.edit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('goods.free.withdrawTitle')}
        message={t('goods.free.withdrawAsk')}
        confirmLabel={t('goods.free.withdraw')}
        danger
        pending={withdraw.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void withdraw.run();
        }}
      />
      <OfferDialog open={editing} offer={offer} onClose={() => setEditing(false)} onSaved={onChanged} />
    </Box>
  );
}

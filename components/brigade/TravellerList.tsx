'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { BRIGADE_MAX_SAVED_TRAVELLERS, type BrigadeTraveller } from '@/lib/contract';
import { deleteBrigadeTraveller, useBrigadeTravellers } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { maskMobile } from '@/components/appIndex/maskMobile';
import { TravellerDialog } from './TravellerDialog';

/**
 * The buyer's saved travellers (出行人): name, masked ID number, mobile; add one (name and ID checked
 * by the server's ID checker) or delete one (orders keep their own copy). Self-drive orders pick from these.
 */
export function TravellerList() {
  const { travellers, error, mutate } = useBrigadeTravellers();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BrigadeTraveller | null>(null);
  const remove = useSubmission(async (intent, traveller: BrigadeTraveller) => {
    await deleteBrigadeTraveller(traveller.travellerId, intent);
    // Read again through this list's own binding too (lib/api refreshes the shared cache's copy).
    await mutate();
    showToast(t('brigade.my.travellerDeleted', { name: traveller.name }));
  });
  const full = (travellers?.length ?? 0) >= BRIGADE_MAX_SAVED_TRAVELLERS;

  return (
    <>
      <Loaded data={travellers} error={error} onRetry={() => void mutate()}>
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
              {t('brigade.my.noTravellers')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('brigade.my.travellers')}>
              {list.map((traveller) => (
                <ListItem
                  key={traveller.travellerId}
                  disableGutters
                  secondaryAction={
                    <IconButton edge="end" aria-label={t('brigade.my.deleteTraveller', { name: traveller.name })} onClick={() => setDeleting(traveller)}>
                      <DeleteOutlined />
                    </IconButton>
                  }
                >
                  <ListItemText primary={traveller.name} secondary={`${traveller.idCardNoMasked} · ${maskMobile(traveller.mobile)}`} />
                </ListItem>
              ))}
            </List>
          )
        }
      </Loaded>
      <SubmissionStatus action={remove} />
      <Box sx={{ mt: 1 }}>
        <Button startIcon={<Add />} variant="outlined" disabled={full || travellers === undefined} onClick={() => setAdding(true)}>
          {t('brigade.my.addTraveller')}
        </Button>
        {full && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
            {t('brigade.my.travellersFull', { max: BRIGADE_MAX_SAVED_TRAVELLERS })}
          </Typography>
        )}
      </Box>
      <TravellerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setAdding(false);
          void mutate();
          showToast(t('brigade.my.travellerSaved', { name: saved.name }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('brigade.my.deleteTitle')}
        message={t('brigade.my.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('brigade.my.delete')}
        pending={remove.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const traveller = deleting;
          setDeleting(null);
          if (traveller) void remove.run(traveller);
        }}
      />
    </>
  );
}

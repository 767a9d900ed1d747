'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { cancelInvitation, inviteDriver, useSentInvitations, type DriverInvitation, type OwnerEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { ACCEPT_INVITE_PATH, INVITE_DRIVER_PATH } from './paths';
import { InvitationCard } from './invitations';
import { CarrierScreen } from './widgets';

function CancelButton({ invitation }: { invitation: DriverInvitation }) {
  const cancel = useAction(() => cancelInvitation(invitation.id));
  return (
    <Box>
      {cancel.error && <Typography sx={{ color: 'error.main' }}>{cancel.error}</Typography>}
      <Button size="small" color="error" disabled={cancel.pending} onClick={() => void cancel.run()}>
        {t('driver.invitation.cancel')}
      </Button>
    </Box>
  );
}

function SentInvitations({ enterpriseId }: { enterpriseId: number }) {
  const { page, error, mutate } = useSentInvitations(enterpriseId);
  return (
    <Box component="section" aria-label={t('driver.invite.sent')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {t('driver.invite.sent')}
      </Typography>
      <Loaded data={page} error={error} onRetry={() => void mutate()}>
        {({ records }) =>
          records.length === 0 ? (
            <EmptyState message={t('driver.invite.noneSent')} />
          ) : (
            records.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                side="manager"
                actions={invitation.status === 'pending' && <CancelButton invitation={invitation} />}
              />
            ))
          )
        }
      </Loaded>
    </Box>
  );
}

function InviteForm({ carrier }: { carrier: OwnerEnterprise }) {
  const form = useForm({ mobile: { rules: [rules.required, rules.mobile] } });
  const [sent, setSent] = useState<DriverInvitation | null>(null);
  const invite = useAction(async () => {
    const invitation = await inviteDriver(carrier.enterpriseId, form.values.mobile.trim());
    setSent(invitation);
    form.reset();
    showToast(t('driver.invite.sentToast'));
  });
  return (
    <ActionForm validate={() => form.validate()} action={invite} submitLabel={t('driver.invite.submit')} pendingLabel={t('driver.invite.sending')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('driver.invite.intro', { name: carrier.enterpriseName })}
      </Typography>
      <FormField field={form.field('mobile')} label={t('driver.invite.mobile')} type="tel" inputMode="tel" autoComplete="off" maxLength={11} />
      {sent && (
        <Alert severity="success">
          {t('driver.invite.share', { mobile: sent.driverMobile })}
          <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
            {`#${ACCEPT_INVITE_PATH}?id=${sent.id}`}
          </Typography>
        </Alert>
      )}
    </ActionForm>
  );
}

/**
 * A carrier's manager invites a driver by mobile (`/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers`,
 * `?enterpriseId=` when managing several) and sees the invitations sent, cancelling pending ones.
 */
export default function InviteDriverScreen() {
  return (
    <CarrierScreen path={INVITE_DRIVER_PATH}>
      {(chosen) => (
        <>
          <InviteForm key={chosen.enterpriseId} carrier={chosen} />
          <SentInvitations enterpriseId={chosen.enterpriseId} />
        </>
      )}
    </CarrierScreen>
  );
}

'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { setStoreClosed, useCurrentUser, useMyMerchants, type MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { InvitedMerchants } from './InvitedMerchants';
import { MerchantFacts, MerchantHeader } from './MerchantFacts';
import { MerchantWork } from './MerchantWork';
import { StaffSection } from './StaffSection';
import { MERCHANT_AGREEMENT_PATH, MERCHANT_INFO_PATH } from './paths';
import { NoMerchant, chooseMerchant, merchantQuery, useQueryId } from './widgets';

/** Open or closed for now: the administrator's switch; the others read the state. */
function StoreSwitch({ merchant, onChanged }: { merchant: MyMerchantInfo; onChanged: () => void }) {
  const open = merchant.status === 'approved';
  const flip = useSubmission(async (intent, closed: boolean) => {
    await setStoreClosed(merchant.merchantId, closed, intent);
    // The console's own read follows at once, whatever cache the screen sits in.
    onChanged();
    showToast(t(closed ? 'merchant.console.shutToast' : 'merchant.console.openedToast'));
  });
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={open} disabled={merchant.role !== 'admin' || flip.pending} onChange={(event) => void flip.run(!event.target.checked)} />}
        label={t(open ? 'merchant.console.open' : 'merchant.console.shut')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(merchant.role === 'admin' ? 'merchant.console.shutHint' : 'merchant.console.adminSwitches')}
      </Typography>
      <SubmissionStatus action={flip} />
    </Box>
  );
}

/** Where the application stands while it is not approved: under review, or refused with the way to fix it. */
function ApplicationState({ merchant }: { merchant: MyMerchantInfo }) {
  if (merchant.status === 'pending') return <Alert severity="info">{t('merchant.console.pending')}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        merchant.role === 'admin' && (
          <Button color="inherit" size="small" onClick={() => navigate(MERCHANT_AGREEMENT_PATH, merchantQuery(merchant))}>
            {t('merchant.console.fix')}
          </Button>
        )
      }
    >
      {t('merchant.console.rejected', { reason: merchant.rejectReason ?? '' })}
    </Alert>
  );
}

/** One merchant: its work first (by the caller's role), then the store, its staff and what was registered. */
function MerchantConsole({ merchant, onChanged }: { merchant: MyMerchantInfo; onChanged: () => void }) {
  const running = merchant.status === 'approved' || merchant.status === 'closed';
  return (
    <>
      <MerchantHeader merchant={merchant} />
      {running ? <MerchantWork merchant={merchant} /> : <ApplicationState merchant={merchant} />}
      {running && (
        <Section title={t('merchant.console.openSwitch')}>
          <StoreSwitch merchant={merchant} onChanged={onChanged} />
        </Section>
      )}
      {merchant.role === 'admin' && running && <StaffSection merchant={merchant} />}
      <MerchantFacts merchant={merchant} />
    </>
  );
}

/** Several merchants (a liaison officer's, say): which one the console shows. */
function MerchantChooser({ merchants, chosen }: { merchants: MyMerchantInfo[]; chosen: MyMerchantInfo }) {
  return (
    <Box role="group" aria-label={t('merchant.console.choose')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
      {merchants.map((merchant) => (
        <Chip
          key={merchant.merchantId}
          label={merchant.merchantName}
          color={merchant.merchantId === chosen.merchantId ? 'primary' : 'default'}
          aria-pressed={merchant.merchantId === chosen.merchantId}
          onClick={() => navigate(MERCHANT_INFO_PATH, merchantQuery(merchant), { replace: true })}
        />
      ))}
    </Box>
  );
}

/**
 * The merchant console (`/pages/merchantInfo/merchantInfo?merchantId=`): for a merchant's staff,
 * their work first (a waiter's write-off, an administrator's goods and coupons), the store's
 * open/closed switch, the staff (administrators), and what was registered; while the application
 * is under review or refused, its state and the way to fix it. Someone with no merchant is offered
 * the application; a liaison officer also sees the merchants they brought in.
 */
export default function MerchantInfoScreen() {
  const { merchants, error, mutate } = useMyMerchants();
  const { user } = useCurrentUser();
  const wanted = useQueryId('merchantId');
  const liaison = Boolean(user?.identities.includes('liaison'));
  return (
    <PageScaffold>
      <Loaded data={merchants} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const merchant = chooseMerchant(loaded, wanted);
          return (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {loaded.length > 1 && merchant && <MerchantChooser merchants={loaded} chosen={merchant} />}
              {merchant ? <MerchantConsole merchant={merchant} onChanged={() => void mutate()} /> : <NoMerchant named={wanted !== null && loaded.length > 0} />}
              {(liaison || loaded.some((each) => each.role === 'liaison')) && <InvitedMerchants />}
            </Box>
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}

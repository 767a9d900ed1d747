'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bankRefusalText, closeBankAccount, openBankAccount, useOwnerAuthInfo, useWallets, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { Link } from '@/components/router/Link';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { managedEnterprises } from '@/components/enterpriseVehicle/managedEnterprise';
import { REAL_NAME_PATH } from '@/components/identity/certification';
import { useIdParam } from '@/components/vehicle/widgets';
import { Fact, Section } from '@/components/waybill/widgets';
import { Balance, BankStatusChip, walletName } from './widgets';

/** Whose sub-account: the caller's own, or an enterprise they manage. */
interface Holder {
  enterpriseId: number | null;
  name: string;
}

/** The personal holder, then each enterprise the caller manages (known from the owner standing or from a wallet). */
function holdersOf(accounts: readonly WalletAccountInfo[], enterprises: readonly { enterpriseId: number; enterpriseName: string }[]): Holder[] {
  const holders: Holder[] = [{ enterpriseId: null, name: t('money.holder.personal') }];
  const seen = new Set<number>();
  for (const enterprise of enterprises) {
    seen.add(enterprise.enterpriseId);
    holders.push({ enterpriseId: enterprise.enterpriseId, name: enterprise.enterpriseName });
  }
  for (const account of accounts) {
    if (account.holderKind === 'enterprise' && account.enterpriseId !== null && !seen.has(account.enterpriseId)) {
      seen.add(account.enterpriseId);
      holders.push({ enterpriseId: account.enterpriseId, name: account.holderName });
    }
  }
  return holders;
}

function walletOf(accounts: readonly WalletAccountInfo[], holder: Holder): WalletAccountInfo | undefined {
  return accounts.find((account) =>
    holder.enterpriseId === null ? account.holderKind === 'personal' : account.holderKind === 'enterprise' && account.enterpriseId === holder.enterpriseId,
  );
}

/** The holder choice, kept in `?enterpriseId=` (none: personal). */
function HolderPicker({ holders, value }: { holders: Holder[]; value: Holder }) {
  const { path, query } = useRoute();
  if (holders.length < 2) return null;
  return (
    <TextField
      select
      id="holder-picker"
      label={t('money.open.holder')}
      value={String(value.enterpriseId ?? '')}
      onChange={(event) => {
        const { enterpriseId: _old, ...rest } = query;
        navigate(path, event.target.value ? { ...rest, enterpriseId: event.target.value } : rest, { replace: true });
      }}
    >
      {holders.map((holder) => (
        <MenuItem key={holder.enterpriseId ?? 'personal'} value={String(holder.enterpriseId ?? '')}>
          {holder.enterpriseId === null ? holder.name : t('money.holder.enterprise', { name: holder.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Closing the sub-account, confirmed; only with nothing available or frozen. */
function CloseAccount({ account, onClosed }: { account: WalletAccountInfo; onClosed: (closed: WalletAccountInfo) => void }) {
  const [asking, setAsking] = useState(false);
  const close = useAction(async () => {
    const closed = await closeBankAccount(account.id);
    setAsking(false);
    showToast(t('money.open.closed'));
    onClosed(closed);
  });
  const empty = account.availableFen === 0 && account.frozenFen === 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button color="error" variant="outlined" disabled={!empty} onClick={() => setAsking(true)}>
        {t('money.open.close')}
      </Button>
      {!empty && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('money.open.closeNotEmpty')}
        </Typography>
      )}
      {close.error && <Alert severity="error">{close.error}</Alert>}
      <ConfirmDialog
        open={asking}
        danger
        title={t('money.open.closeTitle')}
        message={t('money.open.closeText', { name: walletName(account) })}
        confirmLabel={t('money.open.closeConfirm')}
        pending={close.pending}
        onConfirm={() => void close.run()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}

/** The chosen holder's sub-account: its state, opening (again) it, or closing it. */
function HolderAccount({ holder, account, realNameApproved, reload }: { holder: Holder; account?: WalletAccountInfo; realNameApproved?: boolean; reload: () => void }) {
  // The bank's latest answer (opening or closing) is newer than the wallet list until it is read again.
  const [answer, setAnswer] = useState<WalletAccountInfo | null>(null);
  const personal = holder.enterpriseId === null;
  const open = useAction(async () => {
    setAnswer(
      await openBankAccount(personal ? { holderKind: 'personal' } : { holderKind: 'enterprise', enterpriseId: holder.enterpriseId as number }),
    );
    reload();
  });
  const changed = (latest: WalletAccountInfo) => {
    setAnswer(latest);
    reload();
  };
  const shown = answer ?? account;
  const status = shown?.bankStatus ?? 'none';
  const canOpen = status !== 'opened';
  return (
    <Section title={personal ? holder.name : t('money.holder.enterprise', { name: holder.name })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('money.open.status')}
        </Typography>
        <BankStatusChip status={status} />
      </Box>
      {shown?.subAccountNo && <Fact label={t('money.open.subAccount')}>{shown.subAccountNo}</Fact>}
      {shown && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1 }}>
          <Balance label={t('money.wallet.available')} fen={shown.availableFen} />
          <Balance label={t('money.wallet.frozen')} fen={shown.frozenFen} />
        </Box>
      )}
      {answer?.bankStatus === 'opened' && <Alert severity="success">{t('money.open.opened', { no: answer.subAccountNo ?? '' })}</Alert>}
      {status === 'refused' && <Alert severity="warning">{t('money.open.refused', { reason: shown ? bankRefusalText(shown) : '' })}</Alert>}
      {personal && canOpen && realNameApproved === false && !open.error && (
        <Alert severity="info" action={<Link to={REAL_NAME_PATH}>{t('money.open.toRealName')}</Link>}>
          {t('money.open.needRealName')}
        </Alert>
      )}
      {open.error && (
        <Alert severity="error" action={personal && realNameApproved !== true ? <Link to={REAL_NAME_PATH}>{t('money.open.toRealName')}</Link> : undefined}>
          {open.error}
        </Alert>
      )}
      {canOpen && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t(personal ? 'money.open.personalHint' : 'money.open.enterpriseHint')}
          </Typography>
          <Button variant="contained" size="large" disabled={open.pending} onClick={() => void open.run()} sx={{ mt: 1 }}>
            {open.pending ? t('money.open.opening') : t(status === 'refused' || status === 'closed' ? 'money.open.again' : 'money.open.submit')}
          </Button>
        </>
      )}
      {status === 'opened' && shown && <CloseAccount account={shown} onClosed={changed} />}
    </Section>
  );
}

/**
 * Opening a bank sub-account (`/pages/openAccount/openAccount?enterpriseId=`): for the caller
 * (needs the approved real name; the server says so otherwise, with the way to it) or for an
 * enterprise they manage. Shows the bank's answer (opened, or refused with its reason), and closes
 * an opened one (confirmed) when nothing is available or frozen.
 */
export default function OpenAccountScreen() {
  const { accounts, error, mutate } = useWallets();
  const { standing } = useOwnerAuthInfo();
  const wanted = useIdParam('enterpriseId');
  return (
    <PageScaffold>
      <Loaded data={accounts} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const holders = holdersOf(loaded, standing ? managedEnterprises(standing.enterprises) : []);
          const holder = holders.find((one) => one.enterpriseId === wanted) ?? holders[0];
          return (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('money.open.intro')}
              </Typography>
              <HolderPicker holders={holders} value={holder} />
              <HolderAccount
                key={holder.enterpriseId ?? 'personal'}
                holder={holder}
                account={walletOf(loaded, holder)}
                realNameApproved={standing?.realNameApproved}
                reload={() => void mutate()}
              />
            </Box>
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}

'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useWallets, type FreightPaymentInfo, type WalletAccountInfo, type WithdrawalInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { useIdParam } from '@/components/vehicle/widgets';
import { formatYuan } from './amount';
import { OPEN_ACCOUNT_PATH } from './paths';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const HOLDER_ORDER: Record<WalletAccountInfo['holderKind'], number> = { personal: 0, enterprise: 1, merchant: 2 };

/** The wallets in the order people look for them: personal first, then enterprises, then the merchant. */
export function sortedWallets(accounts: readonly WalletAccountInfo[]): WalletAccountInfo[] {
  return [...accounts].sort((a, b) => HOLDER_ORDER[a.holderKind] - HOLDER_ORDER[b.holderKind] || a.id - b.id);
}

/** Whose wallet it is: "个人钱包", "企业钱包 · 福州物流", "商户钱包 · 老王小卖部". */
export function walletName(account: Pick<WalletAccountInfo, 'holderKind' | 'holderName'>): string {
  return account.holderKind === 'personal'
    ? t('money.holder.personal')
    : t(`money.holder.${account.holderKind}`, { name: account.holderName });
}

/** Cash-out needs an opened bank sub-account; receiving money does not. */
export function canCashOut(account: WalletAccountInfo): boolean {
  return account.bankStatus === 'opened';
}

const BANK_STATUS_COLORS: Record<WalletAccountInfo['bankStatus'], ChipColor> = {
  none: 'default',
  opened: 'success',
  refused: 'error',
  closed: 'default',
};

export function BankStatusChip({ status }: { status: WalletAccountInfo['bankStatus'] }) {
  return <Chip size="small" label={t(`money.bankStatus.${status}`)} color={BANK_STATUS_COLORS[status]} />;
}

const WITHDRAWAL_COLORS: Record<WithdrawalInfo['status'], ChipColor> = {
  requested: 'warning',
  sentToBank: 'info',
  paid: 'success',
  failed: 'error',
};

export function WithdrawalStatusChip({ status }: { status: WithdrawalInfo['status'] }) {
  return <Chip size="small" label={t(`money.withdrawal.status.${status}`)} color={WITHDRAWAL_COLORS[status]} />;
}

const FREIGHT_COLORS: Record<FreightPaymentInfo['status'], ChipColor> = {
  unpaid: 'warning',
  held: 'info',
  released: 'success',
  refunded: 'default',
};

export function FreightStatusChip({ status }: { status: FreightPaymentInfo['status'] }) {
  return <Chip size="small" label={t(`money.freight.status.${status}`)} color={FREIGHT_COLORS[status]} />;
}

/** The wallet a screen is about: `?accountId=` when it is one of the caller's, else the personal one, else the first. */
export function chooseWallet(accounts: readonly WalletAccountInfo[], wanted: number | null): WalletAccountInfo | undefined {
  const sorted = sortedWallets(accounts);
  return sorted.find((account) => account.id === wanted) ?? sorted.find((account) => account.holderKind === 'personal') ?? sorted[0];
}

/** `?accountId=` as a number, or null. */
export function useAccountIdParam(): number | null {
  return useIdParam('accountId');
}

/**
 * Loads the caller's wallets and hands the one the screen is about (see chooseWallet) to
 * `children`; with no wallet at all it says so and offers to open an account.
 */
export function WithWallet({ children }: { children: (account: WalletAccountInfo, accounts: WalletAccountInfo[]) => ReactNode }) {
  const { accounts, error, mutate } = useWallets();
  const wanted = useAccountIdParam();
  return (
    <Loaded data={accounts} error={error} onRetry={() => void mutate()}>
      {(loaded) => {
        const chosen = chooseWallet(loaded, wanted);
        if (!chosen) return <NoWallet />;
        return children(chosen, sortedWallets(loaded));
      }}
    </Loaded>
  );
}

/** No wallet yet: the way to open one. */
export function NoWallet() {
  return (
    <EmptyState
      message={t('money.wallet.none')}
      action={
        <Button variant="contained" onClick={() => navigate(OPEN_ACCOUNT_PATH)}>
          {t('money.wallet.open')}
        </Button>
      }
    />
  );
}

/** Chooses among the caller's wallets; the choice lives in the screen's `?accountId=`. */
export function WalletPicker({ accounts, value, label }: { accounts: WalletAccountInfo[]; value: number; label?: string }) {
  const { path, query } = useRoute();
  if (accounts.length < 2) return null;
  return (
    <TextField
      select
      id="wallet-picker"
      label={label ?? t('money.field.wallet')}
      value={String(value)}
      onChange={(event) => navigate(path, { ...query, accountId: event.target.value }, { replace: true })}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={String(account.id)}>
          {`${walletName(account)}（${formatYuan(account.availableFen)}）`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A big balance with its label, e.g. 可用余额 ¥1,234.50. */
export function Balance({ label, fen, big }: { label: string; fen: number; big?: boolean }) {
  return (
    <Box>
      <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="span" sx={{ display: 'block', typography: big ? 'h5' : 'subtitle1', fontVariantNumeric: 'tabular-nums' }}>
        {formatYuan(fen)}
      </Box>
    </Box>
  );
}

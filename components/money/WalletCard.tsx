'use client';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AddCard from '@mui/icons-material/AddCard';
import CreditCard from '@mui/icons-material/CreditCard';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { bankRefusalText, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import type { RouteQuery } from '@/components/router/types';
import { BANK_CARD_LIST_PATH, CAPITAL_FLOW_PATH, CASH_OUT_PATH, MERCHANT_ACCOUNT_PATH, OPEN_ACCOUNT_PATH } from './paths';
import { Balance, BankStatusChip, canCashOut, walletName } from './widgets';

/** Where a wallet's sub-account is opened: the merchant's on its own screen, the others on openAccount. */
export function openAccountTarget(account: WalletAccountInfo): { path: string; query: RouteQuery } {
  if (account.holderKind === 'merchant') return { path: MERCHANT_ACCOUNT_PATH, query: {} };
  return {
    path: OPEN_ACCOUNT_PATH,
    query: account.enterpriseId ? { enterpriseId: String(account.enterpriseId) } : {},
  };
}

function ActionButton({ icon, label, onClick, disabled }: { icon: ReactNode; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      onClick={onClick}
      disabled={disabled}
      sx={{ flexDirection: 'column', gap: 0.5, py: 1, minWidth: 0, fontSize: '0.8rem' }}
      color="primary"
    >
      {icon}
      {label}
    </Button>
  );
}

/** The sub-account line: its number once opened, the bank's refusal, or the way to open it. */
function BankLine({ account }: { account: WalletAccountInfo }) {
  const target = openAccountTarget(account);
  if (account.bankStatus === 'opened') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('money.wallet.subAccount', { no: account.subAccountNo ?? '' })}
      </Typography>
    );
  }
  return (
    <Alert
      severity={account.bankStatus === 'refused' ? 'warning' : 'info'}
      action={
        <Button color="inherit" size="small" onClick={() => navigate(target.path, target.query)}>
          {t('money.wallet.open')}
        </Button>
      }
    >
      {account.bankStatus === 'refused'
        ? t('money.wallet.refused', { reason: bankRefusalText(account) })
        : t('money.wallet.openHint')}
    </Alert>
  );
}

/**
 * One wallet: whose, available and frozen (cash-outs on their way), the sub-account, and what can
 * be done: cash out (needs the opened sub-account), cards, records, top up (personal only).
 */
export function WalletCard({ account, onTopUp }: { account: WalletAccountInfo; onTopUp?: () => void }) {
  const query = { accountId: String(account.id) };
  return (
    <Card component="section" aria-label={walletName(account)} data-testid={`wallet-${account.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {walletName(account)}
          </Typography>
          <BankStatusChip status={account.bankStatus} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Balance label={t('money.wallet.available')} fen={account.availableFen} big />
          <Balance label={t('money.wallet.frozen')} fen={account.frozenFen} />
        </Box>
        <BankLine account={account} />
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${onTopUp ? 4 : 3}, 1fr)` }}>
          <ActionButton
            icon={<AccountBalance />}
            label={t('money.wallet.cashOut')}
            disabled={!canCashOut(account)}
            onClick={() => navigate(CASH_OUT_PATH, query)}
          />
          <ActionButton icon={<CreditCard />} label={t('money.wallet.cards')} onClick={() => navigate(BANK_CARD_LIST_PATH, query)} />
          <ActionButton icon={<ReceiptLong />} label={t('money.wallet.records')} onClick={() => navigate(CAPITAL_FLOW_PATH, query)} />
          {onTopUp && <ActionButton icon={<AddCard />} label={t('money.wallet.topUp')} onClick={onTopUp} />}
        </Box>
      </CardContent>
    </Card>
  );
}

'use client';
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useRecentWithdrawals, useWallets, type WithdrawalInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { dateTime } from '@/components/waybill/widgets';
import { formatYuan } from './amount';
import { CASH_OUT_PATH, MERCHANT_ACCOUNT_PATH, MERCHANT_SETTLEMENT_PATH, OPEN_ACCOUNT_PATH } from './paths';
import { PaymentProgress } from './PaymentProgress';
import { TopUpDialog } from './TopUpDialog';
import { WalletCard } from './WalletCard';
import { NoWallet, WithdrawalStatusChip, sortedWallets } from './widgets';

const RECENT_WITHDRAWALS = 3;

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalInfo }) {
  return (
    <ListItemButton onClick={() => navigate(CASH_OUT_PATH, { withdrawalId: String(withdrawal.id) })}>
      <ListItemText
        primary={t('money.withdrawal.line', { amount: formatYuan(withdrawal.amountFen), bank: withdrawal.bankName, last4: withdrawal.cardLast4 })}
        secondary={dateTime(withdrawal.createdAt)}
      />
      <WithdrawalStatusChip status={withdrawal.status} />
    </ListItemButton>
  );
}

/** The three latest cash-outs with their status; each opens its timeline. */
function RecentWithdrawals() {
  const { withdrawals } = useRecentWithdrawals(RECENT_WITHDRAWALS);
  if (!withdrawals || withdrawals.length === 0) return null;
  return (
    <Card component="section" aria-label={t('money.wallet.recent')}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('money.wallet.recent')}
      </Typography>
      <List disablePadding>
        {withdrawals.map((withdrawal, index) => (
          <li key={withdrawal.id}>
            {index > 0 && <Divider />}
            <WithdrawalRow withdrawal={withdrawal} />
          </li>
        ))}
      </List>
    </Card>
  );
}

/**
 * My wallet (`/pages/myWallet/myWallet`): each wallet (personal first, then the enterprises the
 * caller manages, then the merchant) with available and frozen balances, the bank sub-account (or
 * the way to open it), cash-out, cards, fund records and top-up; the latest cash-outs. Back from
 * the gateway after a top-up (`?paymentId=`) it follows the payment until it is paid.
 */
export default function MyWalletScreen() {
  const { accounts, error, mutate } = useWallets();
  const { query } = useRoute();
  const [toppingUp, setToppingUp] = useState(false);
  const onPaid = useCallback(() => {
    showToast(t('money.topUp.done'));
    void mutate();
  }, [mutate]);
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {query.paymentId && <PaymentProgress paymentId={query.paymentId} onPaid={onPaid} />}
        <Loaded data={accounts} error={error} onRetry={() => void mutate()}>
          {(loaded) =>
            loaded.length === 0 ? (
              <NoWallet />
            ) : (
              sortedWallets(loaded).map((account) => (
                <WalletCard
                  key={account.id}
                  account={account}
                  onTopUp={account.holderKind === 'personal' ? () => setToppingUp(true) : undefined}
                />
              ))
            )
          }
        </Loaded>
        {accounts && (
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
            <Button variant="text" onClick={() => navigate(OPEN_ACCOUNT_PATH)}>
              {t('money.wallet.manageAccounts')}
            </Button>
            {accounts.some((account) => account.holderKind === 'merchant') ? (
              <Button variant="text" onClick={() => navigate(MERCHANT_ACCOUNT_PATH)}>
                {t('money.merchantAccount.title')}
              </Button>
            ) : (
              <Button variant="text" onClick={() => navigate(MERCHANT_SETTLEMENT_PATH)}>
                {t('money.wallet.becomeMerchant')}
              </Button>
            )}
          </Box>
        )}
        <RecentWithdrawals />
      </Box>
      <TopUpDialog open={toppingUp} onClose={() => setToppingUp(false)} />
    </PageScaffold>
  );
}

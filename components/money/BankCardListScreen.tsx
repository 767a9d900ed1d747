'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { unbindBankCard, useBankCards, useWallets, type BankCardInfo, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { CardRow, cardLabel } from './CardRow';
import { ADD_BANK_CARD_PATH } from './paths';
import { NoWallet, sortedWallets, useAccountIdParam, walletName } from './widgets';

/** One wallet's cards, each unbindable (confirmed), and the way to add one. */
function WalletCards({ account, cards, onUnbind }: { account: WalletAccountInfo; cards: BankCardInfo[]; onUnbind: (card: BankCardInfo) => void }) {
  return (
    <Section title={walletName(account)}>
      {cards.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('money.cards.none')}
        </Typography>
      )}
      {cards.map((card, index) => (
        <Box key={card.id}>
          {index > 0 && <Divider />}
          <CardRow
            card={card}
            end={
              card.status !== 'unbound' && (
                <Button size="small" color="error" onClick={() => onUnbind(card)} aria-label={t('money.cards.unbindCard', { card: cardLabel(card) })}>
                  {t('money.cards.unbind')}
                </Button>
              )
            }
          />
        </Box>
      ))}
      <Button variant="outlined" sx={{ mt: 1 }} onClick={() => navigate(ADD_BANK_CARD_PATH, { accountId: String(account.id) })}>
        {t('money.cards.add')}
      </Button>
    </Section>
  );
}

/**
 * The cards of the caller's wallets (`/pages/logistBankList/logistBankList?accountId=` for one):
 * bank, card type, ••••last four, holder and status; unbind with a confirmation; add a card.
 */
export default function BankCardListScreen() {
  const accountId = useAccountIdParam();
  const wallets = useWallets();
  const { cards, error, mutate } = useBankCards(accountId ?? undefined);
  const [unbinding, setUnbinding] = useState<BankCardInfo | null>(null);
  const unbind = useAction(async (card: BankCardInfo) => {
    try {
      await unbindBankCard(card.id);
    } finally {
      // A refusal (a cash-out to the card is on its way) shows above the list, not behind the dialog.
      setUnbinding(null);
    }
    showToast(t('money.cards.unbound'));
    await mutate();
  });
  const loaded = wallets.accounts && cards ? { accounts: wallets.accounts, cards } : undefined;
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => Promise.all([wallets.mutate(), mutate()])}>
        <Loaded
          data={loaded}
          error={wallets.error ?? error}
          onRetry={() => {
            void wallets.mutate();
            void mutate();
          }}
        >
          {({ accounts, cards: all }) => {
            const shown = sortedWallets(accounts).filter((account) => accountId === null || account.id === accountId);
            if (shown.length === 0) return <NoWallet />;
            return (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {unbind.error && <Alert severity="error">{unbind.error}</Alert>}
                {shown.map((account) => (
                  <WalletCards
                    key={account.id}
                    account={account}
                    cards={all.filter((card) => card.accountId === account.id)}
                    onUnbind={setUnbinding}
                  />
                ))}
              </Box>
            );
          }}
        </Loaded>
      </PullRefresh>
      <ConfirmDialog
        open={unbinding !== null}
        danger
        title={t('money.cards.unbindTitle')}
        message={unbinding ? t('money.cards.unbindText', { card: cardLabel(unbinding) }) : ''}
        confirmLabel={t('money.cards.unbindConfirm')}
        pending={unbind.pending}
        onConfirm={() => unbinding && void unbind.run(unbinding)}
        onCancel={() => setUnbinding(null)}
      />
    </PageScaffold>
  );
}

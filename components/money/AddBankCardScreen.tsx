'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BankCardInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { EnterpriseCardForm } from './EnterpriseCardForm';
import { PersonalCardForm } from './PersonalCardForm';
import { BANK_CARD_LIST_PATH } from './paths';
import { WithWallet, walletName } from './widgets';

/**
 * Adding a card (`/pages/appIndex/addBankCard?accountId=`, the personal wallet by default): a
 * personal debit card confirmed with the bank's SMS code, or for an enterprise or merchant wallet
 * a corporate account confirmed with the bank's small deposit. Back to the card list afterwards.
 */
export default function AddBankCardScreen() {
  const onBound = (card: BankCardInfo) => {
    showToast(t('money.card.bound'));
    navigate(BANK_CARD_LIST_PATH, { accountId: String(card.accountId) }, { replace: true });
  };
  return (
    <PageScaffold>
      <WithWallet>
        {(account) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {t('money.card.forWallet', { wallet: walletName(account) })}
            </Typography>
            {account.holderKind === 'personal' ? (
              <PersonalCardForm key={account.id} account={account} onBound={onBound} />
            ) : (
              <EnterpriseCardForm key={account.id} account={account} onBound={onBound} />
            )}
          </Box>
        )}
      </WithWallet>
    </PageScaffold>
  );
}

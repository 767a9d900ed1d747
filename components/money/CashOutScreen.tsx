'use client';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useIdParam } from '@/components/vehicle/widgets';
import { CashOutForm } from './CashOutForm';
import { WithdrawalProgress } from './WithdrawalTimeline';
import { WithWallet } from './widgets';

/**
 * Cash-out (`/pages/cashOut/cashOut?accountId=`): to a verified card with the SMS code, then the
 * cash-out's timeline (requested → sent to the bank → paid, or failed and returned to the wallet),
 * read again every 5 s until it ends. `?withdrawalId=` follows an existing cash-out.
 */
export default function CashOutScreen() {
  const withdrawalId = useIdParam('withdrawalId');
  return (
    <PageScaffold>
      {withdrawalId ? (
        <WithdrawalProgress withdrawalId={withdrawalId} />
      ) : (
        <WithWallet>{(account, accounts) => <CashOutForm account={account} accounts={accounts} />}</WithWallet>
      )}
    </PageScaffold>
  );
}

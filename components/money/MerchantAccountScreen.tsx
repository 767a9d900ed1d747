'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useBankCards, useMerchantSettlement, type MerchantSettlementInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { CardRow } from './CardRow';
import { MerchantAccountFacts, MerchantFacts } from './MerchantFacts';
import { ADD_BANK_CARD_PATH, CAPITAL_FLOW_PATH, CASH_OUT_PATH, MERCHANT_SETTLEMENT_PATH } from './paths';

/** The settlement card(s) of the merchant's account and the way to add a corporate account. */
function SettlementCards({ accountId }: { accountId: number }) {
  const { cards, error, mutate } = useBankCards(accountId);
  return (
    <Section title={t('money.merchant.cards')}>
      <Loaded data={cards} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('money.merchant.noCard')}
            </Typography>
          ) : (
            loaded.map((card) => <CardRow key={card.id} card={card} />)
          )
        }
      </Loaded>
      <Button variant="outlined" onClick={() => navigate(ADD_BANK_CARD_PATH, { accountId: String(accountId) })}>
        {t('money.merchant.addCard')}
      </Button>
    </Section>
  );
}

function MerchantAccount({ settlement }: { settlement: MerchantSettlementInfo }) {
  const query = { accountId: String(settlement.account.id) };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <MerchantAccountFacts settlement={settlement} />
      <SettlementCards accountId={settlement.account.id} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button variant="contained" disabled={settlement.account.bankStatus !== 'opened'} onClick={() => navigate(CASH_OUT_PATH, query)}>
          {t('money.wallet.cashOut')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(CAPITAL_FLOW_PATH, query)}>
          {t('money.wallet.records')}
        </Button>
      </Box>
      <MerchantFacts settlement={settlement} />
    </Box>
  );
}

/**
 * The merchant's sub-account (`/pages/openAccount00/openAccount00`): none yet → the way to
 * merchant onboarding (mercSett); else its state and balance, its settlement card and the way to
 * add a corporate account.
 */
export default function MerchantAccountScreen() {
  const { settlement, error, mutate } = useMerchantSettlement();
  return (
    <PageScaffold>
      <Loaded data={settlement} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded === null ? (
            <EmptyState
              message={t('money.merchant.none')}
              action={
                <Button variant="contained" onClick={() => navigate(MERCHANT_SETTLEMENT_PATH)}>
                  {t('money.mercSett.title')}
                </Button>
              }
            />
          ) : (
            <MerchantAccount settlement={loaded} />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}

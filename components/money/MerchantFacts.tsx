'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { bankRefusalText, type MerchantSettlementInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Fact, Section } from '@/components/waybill/widgets';
import { Balance, BankStatusChip } from './widgets';

/** What the merchant registered for settlement (the credit code masked). */
export function MerchantFacts({ settlement }: { settlement: MerchantSettlementInfo }) {
  return (
    <Section title={t('money.merchant.registered')}>
      <Fact label={t('money.field.merchantName')}>{settlement.merchantName}</Fact>
      <Fact label={t('money.field.creditCode')}>{settlement.creditCodeMasked}</Fact>
      <Fact label={t('money.field.legalPersonName')}>{settlement.legalPersonName}</Fact>
      <Fact label={t('money.field.contactMobile')}>{settlement.contactMobile}</Fact>
      <Fact label={t('money.field.storeAddress')}>{settlement.storeAddress}</Fact>
    </Section>
  );
}

/** The merchant's sub-account: the bank's state, its number, the balances. */
export function MerchantAccountFacts({ settlement }: { settlement: MerchantSettlementInfo }) {
  const { account } = settlement;
  return (
    <Section title={t('money.merchant.account')}>
      <Fact label={t('money.open.status')}>
        <BankStatusChip status={account.bankStatus} />
      </Fact>
      {account.subAccountNo && <Fact label={t('money.open.subAccount')}>{account.subAccountNo}</Fact>}
      {account.bankStatus === 'refused' && <Alert severity="warning">{t('money.open.refused', { reason: bankRefusalText(account) })}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
        <Balance label={t('money.wallet.available')} fen={account.availableFen} />
        <Balance label={t('money.wallet.frozen')} fen={account.frozenFen} />
      </Box>
    </Section>
  );
}

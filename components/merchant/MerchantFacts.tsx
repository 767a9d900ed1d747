'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PhoneLink } from '@/components/ui/PhoneCall';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { navigate } from '@/components/router/history';
import { MERCHANT_AGREEMENT_PATH } from './paths';
import { MerchantStatusChip, merchantQuery } from './widgets';

/** Which merchant the console shows, where it stands, and the caller's role there. */
export function MerchantHeader({ merchant }: { merchant: MyMerchantInfo }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {merchant.merchantName}
        </Typography>
        <MerchantStatusChip status={merchant.status} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('merchant.console.myRole', { role: t(`merchant.role.${merchant.role}`) })}
      </Typography>
    </Box>
  );
}

/** The merchant as it was registered: category, where it is, how to reach it, when it was reviewed. */
export function MerchantFacts({ merchant }: { merchant: MyMerchantInfo }) {
  return (
    <Section title={t('merchant.facts.heading')}>
      <Fact label={t('merchant.field.category')}>{t(`merchant.category.${merchant.category}`)}</Fact>
      <Fact label={t('merchant.field.station')}>{merchant.stationName ?? t('merchant.field.noStation')}</Fact>
      <Fact label={t('merchant.field.address')}>{merchant.address}</Fact>
      <Fact label={t('merchant.field.contactPhone')}>
        <PhoneLink phone={merchant.contactPhone} />
      </Fact>
      <Fact label={t('merchant.field.submittedAt')}>{dateTime(merchant.createdAt)}</Fact>
      {merchant.reviewedAt && <Fact label={t('merchant.field.reviewedAt')}>{dateTime(merchant.reviewedAt)}</Fact>}
      {merchant.role === 'admin' && merchant.status !== 'rejected' && (
        <Box>
          <Button size="small" onClick={() => navigate(MERCHANT_AGREEMENT_PATH, merchantQuery(merchant))}>
            {t('merchant.facts.change')}
          </Button>
        </Box>
      )}
    </Section>
  );
}

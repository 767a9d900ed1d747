'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInvitedMerchants } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { Section } from '@/components/waybill/widgets';
import { MerchantStatusChip } from './widgets';

/** A liaison officer's record: the merchants who applied naming them, with where each stands. */
export function InvitedMerchants() {
  const { invited, error, mutate } = useInvitedMerchants();
  return (
    <Section title={t('merchant.work.invited')}>
      <Loaded data={invited} error={error} onRetry={() => void mutate()}>
        {(records) =>
          records.length === 0 ? (
            <>
              <Typography variant="body2">{t('merchant.invited.none')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('merchant.invited.hint')}
              </Typography>
            </>
          ) : (
            records.map((merchant) => (
              <Box key={merchant.merchantId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                <Box sx={{ flex: 1 }}>
                  <Typography variant="body1">{merchant.merchantName}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {merchant.stationName ?? merchant.address}
                  </Typography>
                </Box>
                <MerchantStatusChip status={merchant.status} />
              </Box>
            ))
          )
        }
      </Loaded>
    </Section>
  );
}

'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Storefront from '@mui/icons-material/Storefront';
import { useMyMerchants } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { MERCHANT_AGREEMENT_PATH, MERCHANT_INFO_PATH } from './paths';
import { MerchantStatusChip } from './widgets';

/**
 * The way from an enterprise's screens to its store at a toll station or service area: the
 * merchant console when the caller has a merchant (with its state), else the application.
 * Nothing while the caller's merchants are read, or when they cannot be.
 */
export function MerchantEntranceCard() {
  const { merchants } = useMyMerchants();
  if (!merchants) return null;
  const merchant = merchants.find((each) => each.role === 'admin') ?? merchants[0];
  return (
    <Card variant="outlined" component="section" aria-label={t(merchant ? 'merchant.info.title' : 'merchant.console.apply')}>
      <CardActionArea onClick={() => navigate(merchant ? MERCHANT_INFO_PATH : MERCHANT_AGREEMENT_PATH)}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Storefront color="primary" />
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {merchant ? merchant.merchantName : t('merchant.console.apply')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {merchant ? t('merchant.info.title') : t('merchant.console.noneHint')}
            </Typography>
          </Box>
          {merchant && <MerchantStatusChip status={merchant.status} />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

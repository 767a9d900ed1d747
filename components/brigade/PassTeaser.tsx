'use client';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import QrCode2 from '@mui/icons-material/QrCode2';
import { BRIGADE_PASS_VALID_MONTHS, type BrigadeProductDetail } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { ONE_CODE_PRE_PATH } from './paths';

/** The annual pass on the front page: what it is, its price and validity; opens its introduction. */
export function PassTeaser({ pass }: { pass: BrigadeProductDetail }) {
  return (
    <Paper sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', overflow: 'hidden' }}>
      <CardActionArea onClick={() => navigate(ONE_CODE_PRE_PATH)} sx={{ display: 'flex', gap: 2, p: 2, justifyContent: 'flex-start' }}>
        <QrCode2 sx={{ fontSize: 48 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {pass.title}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9 }} noWrap>
            {pass.subtitle || t('brigade.pass.validFor', { months: pass.passValidMonths ?? BRIGADE_PASS_VALID_MONTHS })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatYuan(pass.priceFen)}
          </Typography>
          <Typography variant="caption">{t('brigade.pass.learnMore')}</Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}

'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BrigadePass } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { QrCode } from '@/components/ui/QrCode';
import { ReviewImage } from '@/components/ops/ReviewImage';
import { navigate } from '@/components/router/history';
import { ONE_CODE_BINDING_PATH } from '@/components/brigade/buyPaths';

/**
 * An annual pass as its owner shows it: title, state, the number, validity (China dates, both
 * included); a bound pass in its validity carries its number as a QR code to be scanned where it
 * is used, an unbound one offers binding. Shared by oneCode/index and oneCode/binding.
 */
export function PassCard({ pass, withCode = false }: { pass: BrigadePass; withCode?: boolean }) {
  return (
    <Paper sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }} component="section" aria-label={t('brigadeOrders.pass.card')}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {pass.title}
        </Typography>
        <Chip size="small" label={t(`brigadeOrders.pass.status.${pass.status}`)} sx={{ bgcolor: 'background.paper' }} />
      </Box>
      <Typography variant="h6" component="p" sx={{ letterSpacing: 2, my: 1, fontVariantNumeric: 'tabular-nums' }}>
        {pass.passNo}
      </Typography>
      <Typography variant="body2">{t('brigadeOrders.pass.valid', { from: pass.validFrom, until: pass.validUntil })}</Typography>
      {withCode && pass.status === 'bound' && (
        <Box sx={{ mt: 2, p: 1.5, bgcolor: 'background.paper', borderRadius: 1, display: 'flex', justifyContent: 'center' }}>
          <QrCode value={pass.passNo} label={t('brigade.pass.code', { no: pass.passNo })} size={168} />
        </Box>
      )}
      {pass.status === 'unbound' && (
        <Button
          variant="contained"
          color="inherit"
          sx={{ mt: 2, color: 'primary.main', bgcolor: 'background.paper' }}
          onClick={() => navigate(ONE_CODE_BINDING_PATH, { passId: String(pass.passId) })}
        >
          {t('brigadeOrders.pass.bindNow')}
        </Button>
      )}
    </Paper>
  );
}

/** Who a bound pass belongs to: name, masked ID, the photo (read with the session: it is the buyer's upload). */
export function PassHolder({ holder }: { holder: NonNullable<BrigadePass['holder']> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1.5, display: 'grid', gap: 1 }} component="section" aria-label={t('brigadeOrders.pass.holder')}>
      <Typography variant="subtitle2" component="h2">
        {t('brigadeOrders.pass.holder')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ width: 96, flexShrink: 0 }}>
          <ReviewImage label={t('brigadeOrders.pass.photo')} url={holder.photoUrl} />
        </Box>
        <Box>
          <Typography>{holder.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {holder.idCardNoMasked}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('brigadeOrders.pass.boundAt', { time: formatDateTime(holder.boundAt) })}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

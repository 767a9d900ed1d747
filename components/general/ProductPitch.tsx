import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Receipt from '@mui/icons-material/Receipt';
import CreditCard from '@mui/icons-material/CreditCard';
import Groups from '@mui/icons-material/Groups';
import { t } from '@/lib/i18n';

const SELLING_POINTS = [
  { key: 'goods', Icon: LocalShipping },
  { key: 'waybill', Icon: Receipt },
  { key: 'etc', Icon: CreditCard },
  { key: 'fleet', Icon: Groups },
] as const;

/** What the product does, in four lines (spec §1). */
export function ProductPitch() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {SELLING_POINTS.map(({ key, Icon }) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            sx={{
              flex: 'none',
              width: 40,
              height: 40,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <Icon fontSize="small" />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3">
              {t(`share.point.${key}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`share.point.${key}.body`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

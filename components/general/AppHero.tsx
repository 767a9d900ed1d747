import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';

/** The app's logo, name and one line under it, on the brand colour: the top of the shared pages. */
export function AppHero({ subtitle }: { subtitle: ReactNode }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        px: 3,
        pt: 6,
        pb: 5,
        color: 'primary.contrastText',
        background: `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        textAlign: 'center',
      })}
    >
      <Box
        component="img"
        src="./icons/icon-192.png"
        alt=""
        width={72}
        height={72}
        sx={{ borderRadius: 4, boxShadow: 3, mb: 2 }}
      />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('app.name')}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1, opacity: 0.92 }}>
        {subtitle}
      </Typography>
    </Box>
  );
}

'use client';
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIosNew from '@mui/icons-material/ArrowBackIosNew';
import { t } from '@/lib/i18n';

export interface NavBarProps {
  title: string;
  /** Shown when set: the back arrow's action. */
  onBack?: () => void;
  /** Buttons at the right end. */
  actions?: ReactNode;
}

/** The navigation bar: back arrow, centred title, actions. */
export function NavBar({ title, onBack, actions }: NavBarProps) {
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ px: 1, gap: 1 }}>
        <Box sx={{ width: 48, display: 'flex' }}>
          {onBack && (
            <IconButton edge="start" aria-label={t('ui.back')} onClick={onBack}>
              <ArrowBackIosNew fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flex: 1, textAlign: 'center', color: 'text.primary' }}
        >
          {title}
        </Typography>
        <Box sx={{ minWidth: 48, display: 'flex', justifyContent: 'flex-end' }}>{actions}</Box>
      </Toolbar>
    </AppBar>
  );
}

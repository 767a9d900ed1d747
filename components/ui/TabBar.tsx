'use client';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import LocalShipping from '@mui/icons-material/LocalShipping';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import type { ScreenRoute } from '@/components/router/types';

const TAB_ICONS = [<LocalShipping key="bazaar" />, <AccountCircle key="mine" />];

export interface TabBarProps {
  tabs: ScreenRoute[];
  active: number;
}

/** The bottom tab bar. Switching replaces the history entry, as tab switches do in the app. */
export function TabBar({ tabs, active }: TabBarProps) {
  return (
    <Paper component="nav" aria-label={t('ui.tabBar')} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}>
      <BottomNavigation
        showLabels
        value={active}
        onChange={(_, tab: number) => {
          const route = tabs.find((candidate) => candidate.tab === tab);
          if (route && tab !== active) navigate(route.path, undefined, { replace: true });
        }}
      >
        {tabs.map((route) => (
          <BottomNavigationAction
            key={route.path}
            value={route.tab}
            label={t(route.titleKey)}
            icon={TAB_ICONS[route.tab ?? 0]}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

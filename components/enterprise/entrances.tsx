'use client';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Card from '@mui/material/Card';
import { t } from '@/lib/i18n';
import { isRegistered } from '@/components/router/routes';
import { openFor } from './shared';

export interface Entrance {
  path: string;
  labelKey: string;
  hintKey: string;
}

/**
 * Entrances to screens about one enterprise, each opened with `?enterpriseId=`. Screens not
 * registered (built by another issue, not there yet) are left out.
 */
export function Entrances({ enterpriseId, entrances, label }: { enterpriseId: number; entrances: Entrance[]; label: string }) {
  const shown = entrances.filter((entrance) => isRegistered(entrance.path));
  if (shown.length === 0) return null;
  return (
    <Card component="nav" aria-label={label}>
      <List disablePadding>
        {shown.map((entrance) => (
          <ListItemButton key={entrance.path} divider onClick={() => openFor(entrance.path, enterpriseId)}>
            <ListItemText primary={t(entrance.labelKey)} secondary={t(entrance.hintKey)} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}

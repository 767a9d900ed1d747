'use client';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import CreditCard from '@mui/icons-material/CreditCard';
import Groups from '@mui/icons-material/Groups';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Receipt from '@mui/icons-material/Receipt';

const ICONS = { Android, Apple, CreditCard, Groups, LocalShipping, Receipt };

export type ShareIconName = keyof typeof ICONS;

/** The download page's icons, in the colour around them; they load after it paints (lazyShareIcon.ts). */
export default function ShareIcon({ name }: { name: ShareIconName }) {
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
}

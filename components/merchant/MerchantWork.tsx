'use client';
import type { ComponentType } from 'react';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import type { MerchantStaffRole } from '@/lib/contract';
import type { MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { isRegistered } from '@/components/router/routes';
import { COUPON_LIST_PATH, COUPON_VERIFICATION_PATH, WRITE_OFF_RECORDS_PATH } from '@/components/coupon/paths';
import { MERCHANT_ACCOUNT_PATH } from '@/components/money/paths';
import { GOODS_MANAGER_PATH } from './paths';
import { merchantQuery } from './widgets';

interface Work {
  path: string;
  labelKey: string;
  Icon: ComponentType<SvgIconProps>;
  /** The roles it is for. */
  for: readonly MerchantStaffRole[];
}

/**
 * The store's work, in the order it is shown: an administrator runs goods and coupons first, then
 * the counter and the money; a waiter sees only the counter (write-off), so it is their first.
 */
const WORK: readonly Work[] = [
  { path: GOODS_MANAGER_PATH, labelKey: 'merchant.work.goods', Icon: Inventory2, for: ['admin'] },
  { path: COUPON_LIST_PATH, labelKey: 'merchant.work.coupons', Icon: ConfirmationNumber, for: ['admin'] },
  { path: COUPON_VERIFICATION_PATH, labelKey: 'merchant.work.writeOff', Icon: QrCodeScanner, for: ['waiter', 'admin'] },
  { path: WRITE_OFF_RECORDS_PATH, labelKey: 'merchant.work.writeOffRecords', Icon: History, for: ['waiter', 'admin'] },
  { path: MERCHANT_ACCOUNT_PATH, labelKey: 'merchant.work.account', Icon: AccountBalanceWallet, for: ['admin'] },
];

/** The entrances to the caller's work at this merchant (screens not registered yet stay hidden). */
export function MerchantWork({ merchant }: { merchant: MyMerchantInfo }) {
  const shown = WORK.filter((work) => work.for.includes(merchant.role) && isRegistered(work.path));
  if (shown.length === 0) return null;
  return (
    <Card component="section" aria-label={t('merchant.console.work')}>
      <List disablePadding>
        {shown.map((work) => (
          <ListItemButton key={work.path} divider onClick={() => navigate(work.path, merchantQuery(merchant))}>
            <ListItemIcon>
              <work.Icon color="primary" />
            </ListItemIcon>
            <ListItemText primary={t(work.labelKey)} />
            <ChevronRight aria-hidden sx={{ color: 'text.disabled' }} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}

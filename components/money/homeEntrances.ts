import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import type { Entrance } from '@/components/router/types';
import { CARRYING, ENTERPRISE, SHIPPING } from '@/components/router/audiences';
import { MY_WALLET_PATH } from './paths';

/** The wallet: a shipper pays freight from it (a shortcut), a driver or enterprise is paid into it. */
export const moneyEntrances: Entrance[] = [
  { path: MY_WALLET_PATH, labelKey: 'feature.myWallet', Icon: AccountBalanceWallet, for: SHIPPING, bazaar: 40, mine: 40 },
  { path: MY_WALLET_PATH, labelKey: 'feature.myWallet', Icon: AccountBalanceWallet, for: [...CARRYING, ...ENTERPRISE.filter((who) => !SHIPPING.includes(who))], mine: 50 },
];

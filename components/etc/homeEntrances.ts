import Toll from '@mui/icons-material/Toll';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { ETC_BILL_PATH, ETC_MAIN_PATH } from './paths';

/**
 * ETC where those who drive look: the ETC home (apply, the cards and this month's tolls at a
 * glance, from where the cards open) in the market's shortcut row and the mine tab, and on the
 * mine tab also the monthly bills. Tolls are a truck's cost, so only the carrying roles see them.
 */
export const etcEntrances: Entrance[] = [
  { path: ETC_MAIN_PATH, labelKey: 'feature.etcMainPage', Icon: Toll, for: CARRYING, bazaar: 35, mine: 35 },
  { path: ETC_BILL_PATH, labelKey: 'feature.etcBill', Icon: ReceiptLong, for: CARRYING, mine: 37 },
];

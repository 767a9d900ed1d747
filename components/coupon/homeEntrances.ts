import CardGiftcard from '@mui/icons-material/CardGiftcard';
import LocalOffer from '@mui/icons-material/LocalOffer';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { BATCH_MANAGERS, COUNTER_STAFF } from './audiences';
import { COUPON_LIST_PATH, COUPON_VERIFICATION_PATH, WRITE_OFF_RECORDS_PATH } from './paths';

/**
 * Coupons where each role looks: a driver's card bag on the mine tab; at a merchant the counter's
 * write-off first (market shortcut and mine tab), then the records, and for its administrators
 * the coupon batches. couponList shows the card bag or the batches by the viewer's identity.
 */
export const couponEntrances: Entrance[] = [
  { path: COUPON_LIST_PATH, labelKey: 'feature.myCoupons', Icon: CardGiftcard, for: CARRYING, mine: 48 },
  { path: COUPON_VERIFICATION_PATH, labelKey: 'feature.writeOff', Icon: QrCodeScanner, for: COUNTER_STAFF, bazaar: 5, mine: 5 },
  { path: WRITE_OFF_RECORDS_PATH, labelKey: 'feature.writeOffRecords', Icon: ReceiptLong, for: COUNTER_STAFF, mine: 20 },
  { path: COUPON_LIST_PATH, labelKey: 'feature.couponList', Icon: LocalOffer, for: BATCH_MANAGERS, bazaar: 20, mine: 30 },
];

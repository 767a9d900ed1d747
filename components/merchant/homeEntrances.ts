import AddBusiness from '@mui/icons-material/AddBusiness';
import Storefront from '@mui/icons-material/Storefront';
import type { Entrance } from '@/components/router/types';
import { MERCHANT_AGREEMENT_PATH, MERCHANT_INFO_PATH } from './paths';

/** Those who work at a merchant: its administrators (the applicant among them), waiters and liaison officers. */
export const MERCHANT_STAFF: Entrance['for'] = ['merchant', 'merchantAdmin', 'waiter', 'liaison'];

/**
 * The merchant console for a merchant's staff, first in their home; applying, for someone signed
 * in who has not chosen a freight identity (a shopkeeper is none of them). Others reach the
 * application from the enterprise's premises (shopManage) or the console's empty state.
 */
export const merchantEntrances: Entrance[] = [
  { path: MERCHANT_INFO_PATH, labelKey: 'feature.merchantConsole', Icon: Storefront, for: MERCHANT_STAFF, bazaar: 10, mine: 10 },
  { path: MERCHANT_AGREEMENT_PATH, labelKey: 'feature.becomeMerchant', Icon: AddBusiness, for: ['none'], mine: 20 },
];

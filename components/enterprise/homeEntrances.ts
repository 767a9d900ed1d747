import Business from '@mui/icons-material/Business';
import type { Entrance } from '@/components/router/types';
import { ENTERPRISE } from '@/components/router/audiences';
import { BUSINESS_OWNER_PATH } from './paths';

/** The enterprise console for those who act for one. */
export const enterpriseEntrances: Entrance[] = [
  { path: BUSINESS_OWNER_PATH, labelKey: 'feature.businessOwner', Icon: Business, for: ENTERPRISE, bazaar: 50, mine: 60 },
];

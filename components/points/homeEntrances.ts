import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Route from '@mui/icons-material/Route';
import Stars from '@mui/icons-material/Stars';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { INVITATION_PATH, POINT_MANAGEMENT_PATH, TRIP_RECORD_PATH } from './paths';

/**
 * On the mine tab: trips and mileage for those who drive (from their waybills' tracks); points and
 * the invitation rewards for everyone signed in.
 */
export const pointsEntrances: Entrance[] = [
  { path: TRIP_RECORD_PATH, labelKey: 'feature.tripRecord', Icon: Route, for: CARRYING, mine: 40 },
  { path: POINT_MANAGEMENT_PATH, labelKey: 'feature.pointManagement', Icon: Stars, for: ['signedIn'], mine: 65 },
  { path: INVITATION_PATH, labelKey: 'feature.invitation', Icon: CardGiftcard, for: ['signedIn'], mine: 66 },
];

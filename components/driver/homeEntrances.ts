import Badge from '@mui/icons-material/Badge';
import MailOutline from '@mui/icons-material/MailOutlined';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { ACCEPT_INVITE_PATH, DRIVER_LICENSE_INFO_PATH } from './paths';

/** A driver's licence certification and the carriers' invitations to drive for them. */
export const driverEntrances: Entrance[] = [
  { path: DRIVER_LICENSE_INFO_PATH, labelKey: 'feature.driverLicenseInfo', Icon: Badge, for: CARRYING, bazaar: 30, mine: 30 },
  { path: ACCEPT_INVITE_PATH, labelKey: 'feature.carrierInvites', Icon: MailOutline, for: CARRYING, mine: 45 },
];

import FactCheck from '@mui/icons-material/FactCheck';
import Flag from '@mui/icons-material/Flag';
import { CIRCLE_MODERATION_PATH } from '@/components/circle/paths';
import EditNote from '@mui/icons-material/EditNote';
import { PUBLISHING_PATH } from '@/components/content/paths';
import type { Entrance } from '@/components/router/types';
import Inventory2 from '@mui/icons-material/Inventory2';
import { BRIGADE_OPS_PATH } from './store/paths';
import { REVIEW_QUEUE_PATH } from './paths';

/** The operators' review console. */
export const opsEntrances: Entrance[] = [
  { path: REVIEW_QUEUE_PATH, labelKey: 'feature.review', Icon: FactCheck, for: ['operator'], bazaar: 10, mine: 10 },
  // The circles' reported posts (issue 18).
  { path: CIRCLE_MODERATION_PATH, labelKey: 'feature.circleModeration', Icon: Flag, for: ['operator'], bazaar: 20, mine: 20 },
  // News, notices and hotlines (issue 18).
  { path: PUBLISHING_PATH, labelKey: 'feature.publishing', Icon: EditNote, for: ['operator'], bazaar: 30, mine: 30 },
  // The shop's catalogue (issue 19).
  { path: BRIGADE_OPS_PATH, labelKey: 'feature.brigadeOps', Icon: Inventory2, for: ['operator'], bazaar: 40, mine: 40 },
];

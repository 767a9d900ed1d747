import FactCheck from '@mui/icons-material/FactCheck';
import type { Entrance } from '@/components/router/types';
import { REVIEW_QUEUE_PATH } from './paths';

/** The operators' review console. */
export const opsEntrances: Entrance[] = [
  { path: REVIEW_QUEUE_PATH, labelKey: 'feature.review', Icon: FactCheck, for: ['operator'], bazaar: 10, mine: 10 },
];

import PersonAdd from '@mui/icons-material/PersonAdd';
import type { Entrance } from '@/components/router/types';

export const NEWCOMER_PATH = '/pages/newcomer/newcomer';

/** Registering a new user: only a tourist is offered it. */
export const generalEntrances: Entrance[] = [{ path: NEWCOMER_PATH, labelKey: 'feature.newcomer', Icon: PersonAdd, for: ['tourist'], bazaar: 20 }];

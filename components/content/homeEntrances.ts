import Article from '@mui/icons-material/Article';
import Campaign from '@mui/icons-material/Campaign';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import Star from '@mui/icons-material/Star';
import type { Audience, Entrance } from '@/components/router/types';
import { COLLECT_PATH, HOTLINE_PATH, LOGISTICS_NOTICE_PATH, NEWS_PATH, NOTICE_PATH } from './paths';

/**
 * The roles logistics notices are written for: lib/contract/content.ts FREIGHT_ROLES, spelt out so
 * the home screens' first bundle does not pull in the contract (a test keeps the two equal).
 */
export const LOGISTICS_NOTICE_READERS: readonly Audience[] = ['driver', 'truckOwner', 'cargoOwner', 'enterpriseCargoOwner', 'carrier', 'fleetCaptain', 'fleetMember'];

/**
 * Content on the mine tab (none in the market's shortcut row, which stays each role's own work):
 * favourites, notices, news and hotlines for everyone signed in; the logistics notices for the
 * roles they are written for.
 */
export const contentEntrances: Entrance[] = [
  { path: COLLECT_PATH, labelKey: 'feature.collect', Icon: Star, for: ['signedIn'], mine: 60 },
  { path: LOGISTICS_NOTICE_PATH, labelKey: 'feature.logisticsNotice', Icon: LocalShipping, for: LOGISTICS_NOTICE_READERS, mine: 61 },
  { path: NOTICE_PATH, labelKey: 'feature.notice', Icon: Campaign, for: ['signedIn'], mine: 62 },
  { path: NEWS_PATH, labelKey: 'feature.news', Icon: Article, for: ['signedIn'], mine: 63 },
  { path: HOTLINE_PATH, labelKey: 'feature.hotLine', Icon: PhoneInTalk, for: ['signedIn'], mine: 64 },
];

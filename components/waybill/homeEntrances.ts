import Inbox from '@mui/icons-material/Inbox';
import Receipt from '@mui/icons-material/Receipt';
import Toll from '@mui/icons-material/Toll';
import type { Entrance } from '@/components/router/types';
import { CARRYING, COLLECTING } from '@/components/router/audiences';
import { MY_WAYBILL_PATH, RECEIVING_LIST_PATH, STATION_WAYBILL_PATH } from './paths';

/** The waybill screens' entrances: a driver's waybills and dispatches; the station's loadings. */
export const waybillEntrances: Entrance[] = [
  { path: MY_WAYBILL_PATH, labelKey: 'feature.myWaybill', Icon: Receipt, for: CARRYING, bazaar: 10, mine: 10 },
  { path: RECEIVING_LIST_PATH, labelKey: 'feature.receiving', Icon: Inbox, for: CARRYING, mine: 15 },
  { path: STATION_WAYBILL_PATH, labelKey: 'feature.stationWaybills', Icon: Toll, for: COLLECTING, bazaar: 30, mine: 30 },
];

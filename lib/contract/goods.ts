import { z } from 'zod';
import { endpoint } from './endpoint';
import { DictEntry } from './identity';
import { PageQuery, pageOf } from './paging';
import { Latitude, LatitudeText, Longitude, LongitudeText, Mobile, PersonName } from './rules';

/**
 * Goods sources and the goods market (issue 5; docs/goods.md, states in docs/waybill-states.md).
 * Logistics service (`/logistics/api`). The market lists, details, stations, areas and places are
 * readable by a tourist (access 'tourist': the device token, or a signed-in user's token — a
 * tourist sees contact mobiles masked); everything that acts, and the caller's own lists, take the
 * logistics token. Money in integer fen; dates `YYYY-MM-DD` in China time.
 */

/** Goods-source states (docs/waybill-states.md "Goods sources"). */
export const GOODS_SOURCE_STATUSES = ['draft', 'open', 'taken', 'closed', 'cancelled'] as const;
export type GoodsSourceStatus = (typeof GOODS_SOURCE_STATUSES)[number];
export const GoodsSourceStatus = z.enum(GOODS_SOURCE_STATUSES);

/** Who released a source: a cargo owner online, or a toll collector for an offline shipper. */
export const GOODS_RELEASERS = ['cargoOwner', 'tollCollector'] as const;
export type GoodsReleaser = (typeof GOODS_RELEASERS)[number];

/** What the goods operation history records. */
export const GOODS_OPERATIONS = [
  'released',
  'confirmed',
  'cancelled',
  'viewed',
  'grabbed',
  'freeTransportReleased',
  'freeTransportEdited',
  'freeTransportDeleted',
] as const;
export type GoodsOperation = (typeof GOODS_OPERATIONS)[number];

export const MAX_TRUCKS_PER_SOURCE = 50;
/** Cap of the freight per truck: 1,000,000 yuan, in fen. */
export const MAX_FREIGHT_FEN = 100_000_000;
export const MAX_WEIGHT_KG = 1_000_000;
export const MAX_VOLUME_M3 = 1_000;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (max: number) => z.string().trim().min(1).max(max);
export const AdCode = z.string().trim().regex(/^\d{6}$/, 'must be a 6-digit area code (GB/T 2260)');
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real date');
const DictCode = z.string().trim().min(1).max(32);

/** A chosen area (spec §3): name, address, lng, lat, adCode. */
export const ChosenArea = z.object({
  name: Text(60),
  address: Text(120),
  lng: Longitude,
  lat: Latitude,
  adCode: AdCode,
});
export type ChosenArea = z.infer<typeof ChosenArea>;

/** What every release states about the goods. */
const GoodsFields = z.object({
  origin: ChosenArea,
  destination: ChosenArea,
  /** Code of dict group cargoType. */
  cargoType: DictCode,
  weightKg: z.number().int().min(1).max(MAX_WEIGHT_KG),
  volumeM3: z.number().positive().max(MAX_VOLUME_M3).optional(),
  trucksNeeded: z.number().int().min(1).max(MAX_TRUCKS_PER_SOURCE),
  /** Codes of dict groups vehicleLength / vehicleType; omitted = any. */
  vehicleLength: DictCode.optional(),
  vehicleType: DictCode.optional(),
  /** Freight per truck, integer fen. */
  freightFen: z.number().int().min(1).max(MAX_FREIGHT_FEN),
  /** Not before today (China time). */
  loadingDate: IsoDate,
  remarks: z.string().trim().max(200).optional(),
});

/** releaseSource: a cargo owner (personal, or the manager of an approved consignor enterprise). */
export const ReleaseSourceRequest = GoodsFields.extend({
  contactName: PersonName,
  contactMobile: Mobile,
  /** Release for this enterprise (the caller manages it, approved consignor); omitted = personal. */
  enterpriseId: z.number().int().positive().max(2_147_483_647).optional(),
  /** Save without opening it to drivers (confirm later with confirmTheSourceOfGoods). */
  draft: z.boolean().optional(),
});

/** releaseSourceOfOffline: a toll collector releases for an offline shipper at a station. It opens at once. */
export const ReleaseOfflineRequest = GoodsFields.extend({
  shipperName: PersonName,
  shipperMobile: Mobile,
  stationId: z.number().int().positive().max(2_147_483_647),
});

export const GoodsSourceIdBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export const CancelSourceRequest = GoodsSourceIdBody.extend({ reason: z.string().trim().max(200).optional() });
export const GoodsIdParam = z.object({ id: Id });

export const StationBrief = z.object({ id: z.number().int(), name: z.string() });

export const GoodsSource = z.object({
  id: z.number().int(),
  status: GoodsSourceStatus,
  releasedBy: z.enum(GOODS_RELEASERS),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  origin: ChosenArea,
  destination: ChosenArea,
  cargoType: z.string(),
  weightKg: z.number().int(),
  volumeM3: z.number().nullable(),
  trucksNeeded: z.number().int(),
  trucksTaken: z.number().int(),
  vehicleLength: z.string().nullable(),
  vehicleType: z.string().nullable(),
  freightFen: z.number().int(),
  loadingDate: z.string(),
  contactName: z.string(),
  /** Masked (138****0000) for a tourist. */
  contactMobile: z.string(),
  remarks: z.string().nullable(),
  station: StationBrief.nullable(),
  /** Offline releases: the shipper's name; the mobile only to the releasing collector. */
  offlineShipperName: z.string().nullable(),
  offlineShipperMobile: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  /** Metres from the asked point (nearbySourceOfGoods), else null. */
  distanceM: z.number().nullable(),
  /** The caller released it (may confirm / cancel). */
  isMine: z.boolean(),
});
export type GoodsSource = z.infer<typeof GoodsSource>;

/** Filters a driver sets on the market lists. An area code ending in 0000 means the province, 00 the city. */
export const MarketFilter = PageQuery.extend({
  originAdCode: AdCode.optional(),
  destinationAdCode: AdCode.optional(),
  vehicleLength: DictCode.optional(),
  vehicleType: DictCode.optional(),
  loadingDate: IsoDate.optional(),
});
export type MarketFilter = z.input<typeof MarketFilter>;
export const NearbyQuery = MarketFilter.extend({ latitude: LatitudeText, longitude: LongitudeText });
export const StationSourceQuery = MarketFilter.extend({ stationId: Id });
export const OwnerSourcesQuery = PageQuery.extend({ status: GoodsSourceStatus.optional() });

/** freeTransport release/edit: a driver offers a free (return) trip with one of the vehicles they drive. */
export const FreeTransportRequest = z.object({
  origin: ChosenArea,
  destination: ChosenArea,
  /** Not before today (China time). */
  departDate: IsoDate,
  /** A vehicle the caller owns or is authorised to drive, approved. */
  vehicleId: z.number().int().positive().max(2_147_483_647),
  contactMobile: Mobile,
  remarks: z.string().trim().max(200).optional(),
});
export const FreeTransportEditRequest = FreeTransportRequest.extend({ id: z.number().int().positive().max(2_147_483_647) });

export const FreeTransport = z.object({
  id: z.number().int(),
  origin: ChosenArea,
  destination: ChosenArea,
  departDate: z.string(),
  plateNumber: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string().nullable(),
  /** Masked for a tourist. */
  contactMobile: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type FreeTransport = z.infer<typeof FreeTransport>;
export const FreeTransportQuery = PageQuery.extend({
  originAdCode: AdCode.optional(),
  destinationAdCode: AdCode.optional(),
  departDate: IsoDate.optional(),
});

export const OperationRecord = z.object({
  id: z.number().int(),
  action: z.enum(GOODS_OPERATIONS),
  at: z.string(),
  goodsSource: GoodsSource.nullable(),
  freeTransport: FreeTransport.nullable(),
});

export const Station = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  highway: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  adCode: z.string(),
});
export type Station = z.infer<typeof Station>;
export const StationListQuery = z.object({
  keyword: z.string().trim().max(40).optional(),
  /** Province/city/county code (prefix match like the market filters). */
  adCode: AdCode.optional(),
});

export const VehicleClassification = z.object({
  vehicleTypes: z.array(DictEntry),
  vehicleLengths: z.array(DictEntry),
});

export const DIVISION_LEVELS = ['province', 'city', 'county'] as const;
/** An administrative division (GB/T 2260). lng/lat: its centre when known. */
export const Division = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(DIVISION_LEVELS),
  parentCode: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
});
export type Division = z.infer<typeof Division>;
export const AreasQuery = z.object({ parentCode: AdCode.optional() });

export const PLACE_KINDS = ['station', 'division'] as const;
/** A place found by keyword: a chosen area plus what it is and how far from `near`. */
export const Place = ChosenArea.extend({ kind: z.enum(PLACE_KINDS), distanceM: z.number().nullable() });
export type Place = z.infer<typeof Place>;
export const PlacesQuery = z.object({
  keyword: z.string().trim().min(1).max(40),
  lat: LatitudeText.optional(),
  lng: LongitudeText.optional(),
});

const SourcePage = pageOf(GoodsSource);
const svc = { service: 'logistics' } as const;

export const goodsEndpoints = {
  priorityGoods: endpoint({
    ...svc, method: 'GET', path: '/priorityGoods', access: 'tourist',
    summary: 'Open goods, highest freight per truck first, then soonest loading', query: MarketFilter, response: SourcePage,
  }),
  recommendedForOldDrivers: endpoint({
    ...svc, method: 'GET', path: '/recommendedForOldDrivers', access: 'tourist',
    summary: "Open goods on the routes (origin city → destination city) the signed-in caller grabbed or viewed before; newest open goods when none", query: MarketFilter, response: SourcePage,
  }),
  todaySourceOfGoodsList: endpoint({
    ...svc, method: 'GET', path: '/todaySourceOfGoodsList', access: 'tourist',
    summary: 'Open goods loading today (China time), newest first', query: MarketFilter, response: SourcePage,
  }),
  nearbySourceOfGoods: endpoint({
    ...svc, method: 'GET', path: '/nearbySourceOfGoods', access: 'tourist',
    summary: 'Open goods whose origin is nearest to latitude/longitude, nearest first (distanceM set)', query: NearbyQuery, response: SourcePage,
  }),
  stationCommerceSourceList: endpoint({
    ...svc, method: 'GET', path: '/stationCommerceSourceList', access: 'tourist',
    summary: 'Open goods released at a toll station, newest first', query: StationSourceQuery, response: SourcePage,
  }),
  listOfCargoOwner: endpoint({
    ...svc, method: 'GET', path: '/listOfCargoOwner', access: 'logistics',
    summary: "The caller's own released goods (any state, or one status), newest first", query: OwnerSourcesQuery, response: SourcePage,
  }),
  freeTransportInfo: endpoint({
    ...svc, method: 'GET', path: '/freeTransportInfo', access: 'tourist',
    summary: 'Free-transport offers departing today or later, soonest first', query: FreeTransportQuery, response: pageOf(FreeTransport),
  }),
  operationHistory: endpoint({
    ...svc, method: 'GET', path: '/operationHistory', access: 'logistics',
    summary: "The caller's recent actions on goods (released, confirmed, cancelled, viewed, grabbed, free transport), newest first",
    query: PageQuery, response: pageOf(OperationRecord),
  }),
  releaseSource: endpoint({
    ...svc, method: 'POST', path: '/releaseSource', access: 'logistics', idempotent: true,
    summary: 'Release goods as an approved cargo owner (or for a managed approved consignor enterprise); draft: true saves it unopened',
    body: ReleaseSourceRequest, response: GoodsSource,
  }),
  releaseSourceOfOffline: endpoint({
    ...svc, method: 'POST', path: '/releaseSourceOfOffline', access: 'logistics', idempotent: true,
    summary: 'A toll collector releases goods for an offline shipper at a station; opens at once',
    body: ReleaseOfflineRequest, response: GoodsSource,
  }),
  confirmTheSourceOfGoods: endpoint({
    ...svc, method: 'POST', path: '/confirmTheSourceOfGoods', access: 'logistics', idempotent: true,
    summary: 'The owner opens a draft to drivers (draft → open)', body: GoodsSourceIdBody, response: GoodsSource,
  }),
  cargoOwnerCancel: endpoint({
    ...svc, method: 'POST', path: '/cargoOwnerCancel', access: 'logistics', idempotent: true,
    summary: 'The owner cancels a draft, open or taken source while no truck is loading', body: CancelSourceRequest, response: GoodsSource,
  }),
  sourceDetail: endpoint({
    ...svc, method: 'GET', path: '/sourceDetail/:id', access: 'tourist',
    summary: 'One goods source (a draft or cancelled one only to its owner)', params: GoodsIdParam, response: GoodsSource,
  }),
  freeTransportRelease: endpoint({
    ...svc, method: 'POST', path: '/freeTransport/release', access: 'logistics', idempotent: true,
    summary: 'A driver offers a free (return) trip with an approved vehicle they drive', body: FreeTransportRequest, response: FreeTransport,
  }),
  freeTransportEdit: endpoint({
    ...svc, method: 'POST', path: '/freeTransport/edit', access: 'logistics', idempotent: true,
    summary: 'The offering driver changes their free-transport offer', body: FreeTransportEditRequest, response: FreeTransport,
  }),
  freeTransportDelete: endpoint({
    ...svc, method: 'POST', path: '/freeTransport/delete', access: 'logistics', idempotent: true,
    summary: 'The offering driver withdraws their free-transport offer', body: GoodsSourceIdBody, response: z.object({ id: z.number().int() }),
  }),
  freeTransportDetail: endpoint({
    ...svc, method: 'GET', path: '/freeTransportDetail/:id', access: 'tourist',
    summary: 'One free-transport offer (not withdrawn)', params: GoodsIdParam, response: FreeTransport,
  }),
  listOfStation: endpoint({
    ...svc, method: 'GET', path: '/listOfStation', access: 'tourist',
    summary: 'Toll stations (by name/highway keyword or area code), by name', query: StationListQuery, response: z.array(Station),
  }),
  vehicleClassification: endpoint({
    ...svc, method: 'GET', path: '/vehicleClassification', access: 'tourist',
    summary: 'Vehicle types and lengths for the market filters (dicts vehicleType, vehicleLength)', response: VehicleClassification,
  }),
  areas: endpoint({
    ...svc, method: 'GET', path: '/areas', access: 'tourist',
    summary: 'Administrative divisions under parentCode (provinces when omitted), GB/T 2260', query: AreasQuery, response: z.array(Division),
  }),
  places: endpoint({
    ...svc, method: 'GET', path: '/places', access: 'tourist',
    summary: 'Places (toll stations, divisions) matching keyword, nearest to lat/lng first when given', query: PlacesQuery, response: z.array(Place),
  }),
};

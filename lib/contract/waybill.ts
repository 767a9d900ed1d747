import { z } from 'zod';
import { Station } from './goods';
import { endpoint } from './endpoint';
import { FileIdParam } from './identity';
import { PageQuery, pageOf } from './paging';
import { Latitude, Longitude, Mobile } from './rules';
import { MAX_LOAD_KG } from './vehicle';

/**
 * Waybills (运单, docs/waybills.md, states in docs/waybill-states.md "## Waybills"): one truck's
 * trip for a goods source. Created when a driver grabs a slot (grabOrder), or assigned by the
 * cargo owner to a named driver (cargoOwnerDispatchOrder) and then received by that driver
 * (receivingOrder); both sides sign the e-contract; the driver scans the QR at pickup, finishes
 * loading, drives, scans at the destination and finishes unloading; the owner evaluates.
 * Logistics service (`/logistics/api`), logistics token.
 *
 * Field actions (scans, loading/unloading completed, station sign-for) take an `Idempotency-Key`
 * header (lib/http `idempotencyKey`) and the event's own time and position in the body: a phone
 * queues them offline and replays later; the server applies each key once and answers a replay
 * with the first answer (the same key with another body: 422).
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const WAYBILL_STATUSES = [
  'assigned',
  'created',
  'signed',
  'loading',
  'loaded',
  'inTransit',
  'unloading',
  'unloaded',
  'settled',
  'cancelled',
] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];
export const WaybillStatus = z.enum(WAYBILL_STATUSES);

/** Statuses in which a waybill still holds its truck slot and its driver (one per driver and source). */
export const ACTIVE_WAYBILL_STATUSES = ['assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading'] as const;
/** Statuses a waybill may be cancelled from (before loading). */
export const CANCELLABLE_WAYBILL_STATUSES = ['assigned', 'created', 'signed'] as const;
/** Statuses from loading on: the goods are on (or came off) the truck; a goods source with one is no longer cancellable. */
export const LOADING_STARTED_STATUSES = ['loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled'] as const;

/** How a waybill came to be: a driver's grab, or the owner's dispatch to a named driver. */
export const WAYBILL_ORIGINS = ['grab', 'dispatch'] as const;
export const WaybillOrigin = z.enum(WAYBILL_ORIGINS);

/** Who cancelled: the driver, the cargo owner, the owner withdrawing a dispatch, or the goods source's cancellation. */
export const WAYBILL_CANCELLERS = ['driver', 'cargoOwner', 'dispatch', 'source'] as const;
export const WaybillCanceller = z.enum(WAYBILL_CANCELLERS);

/** The two parties of the e-contract. */
export const SIGNING_PARTIES = ['driver', 'cargoOwner'] as const;
export const SigningParty = z.enum(SIGNING_PARTIES);
export type SigningParty = z.infer<typeof SigningParty>;

/** What a goods-source QR code is for: the pickup scan or the destination scan. */
export const QR_PURPOSES = ['loading', 'unloading'] as const;
export const QrPurpose = z.enum(QR_PURPOSES);
export type QrPurpose = z.infer<typeof QrPurpose>;

/** How long a goods-source QR token is accepted after it was made. */
export const QR_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How far back a queued field event's own time may lie (the offline queue's window). */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clock skew tolerated on a field event's own time (a phone a little ahead of the server). */
export const MAX_EVENT_SKEW_MS = 5 * 60 * 1000;
/** Photos per weighing slip / receipt. */
export const MAX_FORM_PHOTOS = 6;

/** Reasons and remarks people type. */
export const CancelReason = Text(2, 200);

/** A plate as entered (7 or 8 characters); the server matches it among the driver's vehicles. */
export const CarNumber = z.string().trim().toUpperCase().min(7).max(8);

/** A field event's own time and position (when and where the phone did it, maybe offline). */
export const FieldEvent = z.object({
  /** ISO time the action happened on the phone; defaults to the time the server receives it. */
  occurredAt: z.string().datetime({ offset: true }).optional(),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
});

export const WaybillIdBody = z.object({ waybillId: Id });
export const WaybillIdParam = z.object({ id: Id });
export const WaybillIdQuery = z.object({ waybillId: Id });

export const GrabOrderRequest = z.object({ goodsSourceId: Id, carNumber: CarNumber });
export const DispatchOrderRequest = z
  .object({
    goodsSourceId: Id,
    /** The driver, by user id (an enterprise's own driver list) or by mobile (anyone the owner knows). */
    driverId: Id.optional(),
    driverMobile: Mobile.optional(),
    carNumber: CarNumber,
  })
  .refine((v) => (v.driverId === undefined) !== (v.driverMobile === undefined), {
    message: 'give the driver either by driverId or by driverMobile, not both',
    path: ['driverId'],
  });

export const ScanRequest = FieldEvent.extend({
  waybillId: Id,
  /** The text of the scanned QR code (a goods-source token from sourceQrCode), or its typed short code. */
  qrToken: z.string().trim().min(1).max(300),
});

const Photos = z.array(FileIdParam.shape.fileId).min(1).max(MAX_FORM_PHOTOS);
const WeightKg = z.number().int().min(1).max(MAX_LOAD_KG);

export const LoadingCompletedRequest = FieldEvent.extend({
  waybillId: Id,
  loadedWeightKg: WeightKg,
  /** Photos of the weighing slip: ids of files the driver uploaded (POST /app/api/file/upload). */
  weighingSlipFileIds: Photos,
});
export const UnloadingCompletedRequest = FieldEvent.extend({
  waybillId: Id,
  unloadedWeightKg: WeightKg,
  /** Photos of the signed receipt: ids of files the driver uploaded. */
  receiptFileIds: Photos,
});

export const CancelWaybillRequest = z.object({ waybillId: Id, reason: CancelReason });

export const EvaluateRequest = z.object({
  waybillId: Id,
  stars: z.number().int().min(1).max(5),
  text: Text(0, 200).default(''),
});

export const WaybillPhotoParams = z.object({ id: Id, fileId: FileIdParam.shape.fileId });

export const WaybillCodeRequest = z.object({ code: z.string().trim().min(1).max(200) });

export const SourceQrQuery = z.object({
  goodsSourceId: Id,
  purpose: QrPurpose.default('loading'),
});

export const StationQuery = PageQuery.extend({ stationId: Id });
export const StationSignForRequest = FieldEvent.extend({
  waybillId: Id,
  /** Always 1: the station signs for the loading (refusal is not offered). */
  isSignFor: z.literal(1),
  /** Always empty (no refusal). */
  refusalReason: z.literal('').default(''),
});

export const WaybillListQuery = PageQuery.extend({
  status: WaybillStatus.optional(),
  /** Only the waybills of this goods source (the owner's list). */
  goodsSourceId: Id.optional(),
});
export const EnterpriseWaybillQuery = PageQuery.extend({ enterpriseId: Id, status: WaybillStatus.optional() });

export const WaybillPerson = z.object({
  userId: z.number().int(),
  /** Approved real name, or null when the account has none. */
  name: z.string().nullable(),
  mobile: z.string(),
});

export const WaybillPlace = z.object({ name: z.string(), address: z.string(), lng: z.number(), lat: z.number(), adCode: z.string() });

/** The goods a waybill carries, as the goods source said at release. */
export const WaybillGoods = z.object({
  goodsSourceId: z.number().int(),
  cargoType: z.string(),
  weightKg: z.number().int(),
  volumeM3: z.number().nullable(),
  loadingDate: z.string(),
  origin: WaybillPlace,
  destination: WaybillPlace,
  /** Released at a toll station for an offline shipper: the station and shipper; null otherwise. */
  stationId: z.number().int().nullable(),
  offlineShipper: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  enterpriseId: z.number().int().nullable(),
});

export const WaybillSummary = z.object({
  waybillId: z.number().int(),
  /** Printable number, e.g. WB00000042. */
  waybillNo: z.string(),
  status: WaybillStatus,
  origin: WaybillOrigin,
  goodsSourceId: z.number().int(),
  carNumber: z.string(),
  /** Freight for this truck, integer fen. */
  freightFen: z.number().int(),
  originName: z.string(),
  destinationName: z.string(),
  loadingDate: z.string(),
  driver: WaybillPerson,
  cargoOwnerId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const WaybillEvent = z.object({
  from: WaybillStatus.nullable(),
  to: WaybillStatus,
  actorId: z.number().int().nullable(),
  /** When it happened (the phone's own time for field actions). */
  at: z.string(),
  reason: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

export const WaybillSignature = z.object({
  party: SigningParty,
  signed: z.boolean(),
  signerName: z.string().nullable(),
  signedAt: z.string().nullable(),
});

export const WaybillDetail = WaybillSummary.extend({
  goods: WaybillGoods,
  cargoOwner: WaybillPerson,
  vehicleId: z.number().int(),
  signatures: z.array(WaybillSignature),
  loading: z
    .object({ scannedAt: z.string(), completedAt: z.string().nullable(), weightKg: z.number().int().nullable(), photoUrls: z.array(z.string()) })
    .nullable(),
  unloading: z
    .object({ scannedAt: z.string(), completedAt: z.string().nullable(), weightKg: z.number().int().nullable(), photoUrls: z.array(z.string()) })
    .nullable(),
  cancellation: z.object({ by: WaybillCanceller, actorId: z.number().int().nullable(), reason: z.string(), at: z.string() }).nullable(),
  evaluation: z.object({ stars: z.number().int(), text: z.string(), at: z.string() }).nullable(),
  stationSignFor: z.object({ collectorId: z.number().int(), at: z.string() }).nullable(),
  /**
   * The waybill's own code (signed), shown to the driver as a QR for a toll collector's
   * waybillDetailScanning; null for everyone but the driver.
   */
  code: z.string().nullable(),
  /** What the caller may do now, so screens offer only allowed actions. */
  actions: z.array(
    z.enum(['receive', 'sign', 'scanLoading', 'completeLoading', 'scanUnloading', 'completeUnloading', 'driverCancel', 'ownerCancel', 'evaluate']),
  ),
  history: z.array(WaybillEvent),
});

/** The station-commerce view of a waybill (toll collectors of the goods' station). */
export const CommerceWaybillInfo = WaybillSummary.extend({
  /** The toll station the goods were released at (null: the owner's own goods, seen by scanning the waybill code). */
  stationId: z.number().int().nullable(),
  offlineShipper: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  loadedWeightKg: z.number().int().nullable(),
  loadingCompletedAt: z.string().nullable(),
  signedFor: z.boolean(),
  signedForAt: z.string().nullable(),
});

export const SourceQrCode = z.object({
  goodsSourceId: z.number().int(),
  /** The toll station the code is bound to (goods released at a station), or null (the owner's own pickup point). */
  stationId: z.number().int().nullable(),
  purpose: QrPurpose,
  /** The text to draw as the QR code: a signed, expiring token. */
  token: z.string(),
  expiresAt: z.string(),
  /**
   * The same code to type by hand, printed under the QR, e.g. `Z-10234-7QK2-MD` (format:
   * lib/offline/sourceShortCode.ts); every call and the kiosk that take the token take it too.
   */
  shortCode: z.string(),
  /** When the short code stops being accepted (12-24 hours from now, never after `expiresAt`). */
  shortCodeExpiresAt: z.string(),
});

/** GET stationQrKey: which station's key (default: the caller's own station). */
export const StationQrKeyQuery = z.object({ stationId: Id.optional() });
/**
 * A station's kiosk key (docs/offline.md "Kiosk mode"): the HKDF-derived HMAC-SHA256 key that
 * signs the station's goods-source codes, so a kiosk verifies them without signal. Given only to
 * the station's own toll collectors.
 */
export const StationQrKey = z.object({
  station: z.object({ id: z.number().int(), name: z.string(), highway: z.string() }),
  /** The derivation the key belongs to (a kiosk re-fetches when it changes). */
  keyVersion: z.literal('goods-qr-v1'),
  /** 32 bytes, base64url without padding. */
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type StationQrKey = z.infer<typeof StationQrKey>;

/** A toll station a collector works at (GET myStations): the market's station, the same fields. */
export const MyStation = Station;
export type MyStation = z.infer<typeof MyStation>;

export const SignUrl = z.object({
  waybillId: z.number().int(),
  party: SigningParty,
  /** Where to open the signing page (absolute path on this server for the local provider). */
  url: z.string(),
  signingId: z.string(),
});

/** The e-sign provider's callback (a signing was completed); HMAC-signed in the `X-Esign-Signature` header. */
export const EsignCallback = z.object({
  signingId: z.string().min(1).max(100),
  signerName: Text(1, 30),
  signedAt: z.string().datetime({ offset: true }),
  ip: z.string().max(64),
  /** The drawn signature, a PNG data URL. */
  signatureImage: z.string().max(400_000),
});

export const waybillEndpoints = {
  grabOrder: endpoint({
    service: 'logistics', method: 'POST', path: '/grabOrder', access: 'logistics', idempotent: true,
    summary: 'Driver grabs a truck slot of an open goods source with a vehicle they may drive (first come: 409 "already taken")',
    body: GrabOrderRequest, response: WaybillDetail,
  }),
  cargoOwnerDispatchOrder: endpoint({
    service: 'logistics', method: 'POST', path: '/cargoOwnerDispatchOrder', access: 'logistics', idempotent: true,
    summary: 'Cargo owner assigns a slot of their goods source to a named driver and vehicle (waybill "assigned" until the driver receives it)',
    body: DispatchOrderRequest, response: WaybillDetail,
  }),
  receivingOrder: endpoint({
    service: 'logistics', method: 'POST', path: '/receivingOrder', access: 'logistics', idempotent: true,
    summary: 'Driver receives (accepts) a waybill dispatched to them: assigned → created',
    body: WaybillIdBody, response: WaybillDetail,
  }),
  getSignUrl: endpoint({
    service: 'logistics', method: 'GET', path: '/getSignUrl', access: 'logistics',
    summary: "The driver's e-contract signing page for a waybill (status created)",
    query: WaybillIdQuery, response: SignUrl,
  }),
  waybillSignUrl: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillSignUrl', access: 'logistics',
    summary: "The cargo owner's e-contract signing page for a waybill (status created)",
    query: WaybillIdQuery, response: SignUrl,
  }),
  esignCallback: endpoint({
    service: 'logistics', method: 'POST', path: '/esign/callback', access: 'public',
    summary: 'E-sign provider callback: a signing completed (HMAC in X-Esign-Signature; forged → 401)',
    body: EsignCallback, response: z.object({ waybillId: z.number().int(), status: WaybillStatus }),
  }),
  sourceQrCode: endpoint({
    service: 'logistics', method: 'GET', path: '/sourceQrCode', access: 'logistics',
    summary: 'Signed, expiring QR token of a goods source for the loading or unloading scan (its owner; a toll collector for station goods)',
    query: SourceQrQuery, response: SourceQrCode,
  }),
  stationQrKey: endpoint({
    service: 'logistics', method: 'GET', path: '/stationQrKey', access: 'logistics',
    summary: "The station's goods-source QR key for a kiosk to verify codes offline (the station's own toll collectors; others 403)",
    query: StationQrKeyQuery, response: StationQrKey,
  }),
  myStations: endpoint({
    service: 'logistics', method: 'GET', path: '/myStations', access: 'logistics',
    summary: "The toll stations the caller works at (station_collectors), so station screens open on them (toll collectors; 404 waybill.noOwnStation when none is bound)",
    response: z.array(MyStation),
  }),
  scanningLoading: endpoint({
    service: 'logistics', method: 'POST', path: '/scanningLoading', access: 'logistics', idempotent: true,
    summary: 'Driver scans the pickup QR or types its short code: signed → loading (Idempotency-Key; bad token 400, expired 410, too many wrong short codes 429)',
    body: ScanRequest, response: WaybillDetail, rateLimited: true,
  }),
  loadingCompleted: endpoint({
    service: 'logistics', method: 'POST', path: '/loadingCompleted', access: 'logistics', idempotent: true,
    summary: 'Driver finishes loading with the loaded weight and weighing-slip photos: loading → loaded (Idempotency-Key)',
    body: LoadingCompletedRequest, response: WaybillDetail,
  }),
  scanningUnloading: endpoint({
    service: 'logistics', method: 'POST', path: '/scanningUnloading', access: 'logistics', idempotent: true,
    summary: 'Driver scans the destination QR or types its short code: loaded/inTransit → unloading (Idempotency-Key; too many wrong short codes 429)',
    body: ScanRequest, response: WaybillDetail, rateLimited: true,
  }),
  unLoadingCompleted: endpoint({
    service: 'logistics', method: 'POST', path: '/unLoadingCompleted', access: 'logistics', idempotent: true,
    summary: 'Driver finishes unloading with the unloaded weight and receipt photos: unloading → unloaded (Idempotency-Key)',
    body: UnloadingCompletedRequest, response: WaybillDetail,
  }),
  driverCancelOrder: endpoint({
    service: 'logistics', method: 'POST', path: '/driverCancelOrder', access: 'logistics', idempotent: true,
    summary: "Driver cancels (or declines a dispatched) waybill before loading, with a reason; the slot is freed",
    body: CancelWaybillRequest, response: WaybillDetail,
  }),
  cargoOwnerCancelWaybill: endpoint({
    service: 'logistics', method: 'POST', path: '/cargoOwnerCancelWaybill', access: 'logistics', idempotent: true,
    summary: "Cargo owner cancels a waybill of their goods before loading (withdraws a dispatch), with a reason; the slot is freed",
    body: CancelWaybillRequest, response: WaybillDetail,
  }),
  cargoOwnerEvaluate: endpoint({
    service: 'logistics', method: 'POST', path: '/cargoOwnerEvaluate', access: 'logistics', idempotent: true,
    summary: 'Cargo owner rates the driver of an unloaded waybill, once (stars 1-5, text)',
    body: EvaluateRequest, response: WaybillDetail,
  }),
  waybillDetailScanning: endpoint({
    service: 'logistics', method: 'POST', path: '/waybillDetailScanning', access: 'logistics',
    summary: "Toll collector scans a driver's waybill code to see the waybill (commerce view)",
    body: WaybillCodeRequest, response: CommerceWaybillInfo,
  }),
  waybillPhoto: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillPhoto/:id/:fileId', access: 'logistics',
    summary: "A weighing-slip or receipt photo of a waybill (its driver, cargo owner, enterprise manager)",
    params: WaybillPhotoParams, response: z.string(), raw: { contentType: 'image/jpeg' },
  }),
  waybillDetail: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillDetail/:id', access: 'logistics',
    summary: 'A waybill with its goods, parties, signatures, history and allowed actions (driver, cargo owner, enterprise manager)',
    params: WaybillIdParam, response: WaybillDetail,
  }),
  commerceWaybillInfo: endpoint({
    service: 'logistics', method: 'GET', path: '/commerceWaybillInfo/:id', access: 'logistics',
    summary: 'The station-commerce view of a waybill of goods released at a toll station (toll collectors)',
    params: WaybillIdParam, response: CommerceWaybillInfo,
  }),
  stationLoadingList: endpoint({
    service: 'logistics', method: 'GET', path: '/stationLoadingList', access: 'logistics',
    summary: "Waybills loading or loaded at a station's goods, newest first, paged (toll collectors)",
    query: StationQuery, response: pageOf(CommerceWaybillInfo),
  }),
  stationLoadingDetail: endpoint({
    service: 'logistics', method: 'GET', path: '/stationLoadingDetail', access: 'logistics',
    summary: 'One station loading (toll collectors)',
    query: WaybillIdQuery, response: CommerceWaybillInfo,
  }),
  stationLoadingSignFor: endpoint({
    service: 'logistics', method: 'POST', path: '/stationLoadingSignFor', access: 'logistics', idempotent: true,
    summary: 'Toll collector signs for a finished station loading (isSignFor 1, empty refusal reason; once; Idempotency-Key)',
    body: StationSignForRequest, response: CommerceWaybillInfo,
  }),
  waybillList: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillList', access: 'logistics',
    summary: "Waybills of the caller's goods sources (cargo owner), newest first, paged",
    query: WaybillListQuery, response: pageOf(WaybillSummary),
  }),
  waybillListOfDriver: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillListOfDriver', access: 'logistics',
    summary: "The caller's waybills as driver (status assigned: dispatches waiting to be received), newest first, paged",
    query: WaybillListQuery, response: pageOf(WaybillSummary),
  }),
  waybillListOfEnterprise: endpoint({
    service: 'logistics', method: 'GET', path: '/waybillListOfEnterprise', access: 'logistics',
    summary: "An enterprise's waybills (consignor: of its goods; carrier: of its drivers), manager only, paged",
    query: EnterpriseWaybillQuery, response: pageOf(WaybillSummary),
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint';
import { AdCode } from './goods';
import { PageQuery, pageOf } from './paging';
import { Mobile, PersonName, SmsCode } from './rules';
import { PlateNumber, Vin, plateColorProblem } from './vehicle';

/**
 * ETC toll cards for trucks (docs/etc.md). App service (`/app/api/etc/...`), user token.
 *
 * The life of a card: a driver checks a plate (etcCheckIssue), creates a draft **application**
 * (createOrder) for a certified vehicle of theirs or a typed one (with the vehicle licence photo,
 * read through `ocr`), completes it with updateOrder (how to receive the card: mailed or picked up
 * at a toll-station outlet; the withholding bank channel; a signed **withholding contract**, made
 * in three steps signStart → signVerify → signConfirm on a verified bank card of the applicant; the
 * mailing address or the outlet) and submits it (updateOrder with `submit: true`). The ETC
 * **issuer** (a provider: the local simulator in development) reviews it asynchronously and tells
 * the platform through signed notifications (delivered more than once and out of order: each is
 * applied once, and never moves an application backwards): approved or rejected (fix and resubmit
 * with updateOrder), card issued (card no + OBU no), shipped (tracking no) or ready for pickup.
 * The driver activates the card by reading the card and the OBU (Bluetooth in the shell, an
 * outlet's reader, or the numbers typed): activation succeeds only for the right card + OBU of
 * that application. Cancelling (before issue) releases the plate and the contract.
 *
 * One live application or card per plate platform-wide. Cards issued elsewhere can be **bound**
 * (after an SMS safety check) and unbound. Tolls of active cards come from the issuer as toll
 * transactions (entry and exit stations, times, distance, amount by vehicle class), are withheld
 * through the ledger and listed as **bills** by month; each toll links to the waybill being
 * driven (waybillTolls: the trip's tolls and net).
 *
 * Amounts in integer fen; times ISO 8601 (shown in China time); months `YYYY-MM` in China time.
 * Someone else's application, card or toll answers like a missing one (404).
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const FileId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a file id');
const Instant = z.string().datetime({ offset: true });

// ---------------------------------------------------------------------------------------------
// Vehicles: plate colours and the national truck classes.

/**
 * Plate colour codes (dict group plateColor) an ETC truck card accepts: yellow (2) and
 * yellow-green (93, large new-energy) plates are trucks'; blue (1) plates are light trucks',
 * allowed only for class 1 (货1).
 */
export const ETC_PLATE_COLORS = ['1', '2', '93'] as const;
export const EtcPlateColor = z.enum(ETC_PLATE_COLORS);
export type EtcPlateColor = z.infer<typeof EtcPlateColor>;
export const ETC_BLUE_PLATE = '1';

/**
 * Truck toll classes (JT/T 489-2019, 货1-货6): 1 = 2 axles, shorter than 6 m and under 4.5 t
 * total weight; 2 = other 2-axle trucks; 3-6 = 3, 4, 5, 6 (or more) axles.
 */
export const TRUCK_CLASSES = [1, 2, 3, 4, 5, 6] as const;
export type TruckClass = (typeof TRUCK_CLASSES)[number];
export const TruckClass = z.number().int().min(1).max(6);
/** Shown as 货1…货6 (catalogue: etc.class.<n>). */
export const truckClassLabel = (truckClass: number) => `货${truckClass}`;
export const MIN_AXLES = 2;
export const MAX_AXLES = 6;
/** Largest total weight (总质量) a road truck may carry here, kg (49 t: 6 axles, GB 1589). */
export const MAX_TOTAL_WEIGHT_KG = 49_000;
export const MAX_LENGTH_MM = 22_000;

/** The toll class of a truck from its axles, total weight (kg) and length (mm). */
export function truckClassOf(vehicle: { axles: number; totalWeightKg: number; lengthMm: number }): TruckClass {
  if (vehicle.axles <= 2) return vehicle.lengthMm < 6000 && vehicle.totalWeightKg < 4500 ? 1 : 2;
  return Math.min(vehicle.axles, 6) as TruckClass;
}

/** Why a plate colour does not fit a truck class, or null when it does (blue plates: class 1 only). */
export function etcPlateColorProblem(plateColor: string, truckClass: number): string | null {
  if (!(ETC_PLATE_COLORS as readonly string[]).includes(plateColor)) return 'an ETC truck card takes yellow, yellow-green or (light trucks) blue plates';
  if (plateColor === ETC_BLUE_PLATE && truckClass !== 1) return 'a blue plate belongs to a light truck (class 1)';
  return null;
}

/** Where the vehicle's details come from: a certified vehicle of the applicant, or typed by them. */
export const ETC_VEHICLE_SOURCES = ['certified', 'typed'] as const;
export const EtcVehicleSource = z.enum(ETC_VEHICLE_SOURCES);

/**
 * The vehicle part of an application. `certified`: `vehicleId` is a certified (approved) vehicle
 * the applicant owns or is authorised to drive; plate, colour and owner come from it. `typed`: the
 * applicant types plate, colour and owner and must attach the vehicle licence photos (front:
 * 行驶证主页, back: 副页); the issuer reviews them. Axles, total weight and length are always given
 * (the class is computed from them with truckClassOf).
 */
export const EtcVehicleInput = z
  .object({
    source: EtcVehicleSource,
    vehicleId: Id.optional(),
    plateNumber: PlateNumber.optional(),
    plateColor: EtcPlateColor.optional(),
    /** The owner printed on the licence (所有人). */
    ownerName: Text(2, 60).optional(),
    vin: Vin.optional(),
    axles: z.number().int().min(MIN_AXLES).max(MAX_AXLES),
    /** 总质量, kg. */
    totalWeightKg: z.number().int().min(1000).max(MAX_TOTAL_WEIGHT_KG),
    /** Outer length (外廓尺寸 长), mm. */
    lengthMm: z.number().int().min(2000).max(MAX_LENGTH_MM),
    licenseFrontFileId: FileId.optional(),
    licenseBackFileId: FileId.optional(),
  })
  .superRefine((vehicle, ctx) => {
    const need = (field: keyof typeof vehicle, when: boolean, message: string) => {
      if (when) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('vehicleId', vehicle.source === 'certified' && vehicle.vehicleId === undefined, 'is required for a certified vehicle');
    for (const field of ['plateNumber', 'plateColor', 'ownerName', 'licenseFrontFileId', 'licenseBackFileId'] as const) {
      need(field, vehicle.source === 'typed' && vehicle[field] === undefined, 'is required for a typed vehicle');
    }
    if (vehicle.plateColor !== undefined) {
      const problem = etcPlateColorProblem(vehicle.plateColor, truckClassOf(vehicle)) ?? (vehicle.plateNumber ? plateColorProblem(vehicle.plateNumber, vehicle.plateColor) : null);
      need('plateColor', problem !== null, problem ?? '');
    }
  });
export type EtcVehicleInput = z.input<typeof EtcVehicleInput>;

/** The vehicle as an application holds it (after the server filled a certified vehicle's fields). */
export const EtcVehicle = z.object({
  source: EtcVehicleSource,
  vehicleId: z.number().int().nullable(),
  plateNumber: z.string(),
  plateColor: z.string(),
  ownerName: z.string(),
  vin: z.string().nullable(),
  axles: z.number().int(),
  totalWeightKg: z.number().int(),
  lengthMm: z.number().int(),
  vehicleClass: z.number().int(),
  licenseFrontFileId: z.string().nullable(),
  licenseBackFileId: z.string().nullable(),
});
export type EtcVehicle = z.infer<typeof EtcVehicle>;

// ---------------------------------------------------------------------------------------------
// etcCheckIssue

/**
 * May this plate get a card? `plateNumber` + `plateColor`, or `vehicleId` (a certified vehicle of
 * the caller: the plate is taken from it).
 */
export const EtcCheckIssueQuery = z
  .object({ plateNumber: PlateNumber.optional(), plateColor: EtcPlateColor.optional(), vehicleId: Id.optional() })
  .refine((query) => query.vehicleId !== undefined || (query.plateNumber !== undefined && query.plateColor !== undefined), {
    path: ['plateNumber'],
    message: 'send vehicleId, or plateNumber and plateColor',
  });

/**
 * Why a plate may not get a card (each an error code of the catalogue, so the screen can say it):
 * etc.plateColor (not a truck colour), etc.plateHasCard (a live card on the platform),
 * etc.plateHasApplication (a live application, maybe someone else's), etc.vehicleNotCertified
 * (the vehicleId is not a certified vehicle of the caller), etc.realNameRequired (the caller has
 * no approved real-name certification: an application is in the applicant's name).
 */
export const ETC_ISSUE_BLOCKERS = ['etc.plateColor', 'etc.plateHasCard', 'etc.plateHasApplication', 'etc.vehicleNotCertified', 'etc.realNameRequired'] as const;
export const EtcIssueBlocker = z.enum(ETC_ISSUE_BLOCKERS);

export const EtcIssueCheck = z.object({
  plateNumber: z.string(),
  plateColor: z.string(),
  /** True when an application may be created for it now. */
  eligible: z.boolean(),
  blockers: z.array(EtcIssueBlocker),
  /** The caller's certified vehicle with this plate (owned or authorised to drive), if any: apply as 'certified'. */
  certifiedVehicleId: z.number().int().nullable(),
  /** The caller's own live application for the plate, if any (to continue it instead). */
  myLiveOrderId: z.number().int().nullable(),
});
export type EtcIssueCheck = z.infer<typeof EtcIssueCheck>;

// ---------------------------------------------------------------------------------------------
// Withholding: channels and contracts

/** A bank channel that can sign a withholding contract (SignChannel). */
export const EtcSignChannel = z.object({
  /** Stable code, e.g. CIB, ICBC. */
  code: z.string(),
  bankName: z.string(),
  /** Short line for the list (e.g. "实时代扣，免手续费"). zh-CN; the screen may show its own catalogue text by code. */
  description: z.string(),
  /** The caller's verified personal bank cards of this bank (to sign with). */
  myCards: z.array(z.object({ bankCardId: z.number().int(), bankName: z.string(), last4: z.string(), holderName: z.string() })),
});
export const EtcSignChannels = z.object({ channels: z.array(EtcSignChannel) });

/**
 * A withholding contract's states: started (SMS sent by the bank to the card's reserved mobile) →
 * verified (code right) → signed (agreement accepted: usable by an application) → released (its
 * application was cancelled, or it was replaced; never used again). `failed`: too many wrong codes.
 */
export const ETC_CONTRACT_STATUSES = ['started', 'verified', 'signed', 'released', 'failed'] as const;
export const EtcContractStatus = z.enum(ETC_CONTRACT_STATUSES);
/** The agreement text version the user accepts in signConfirm (catalogue etc.agreement.*). */
export const ETC_AGREEMENT_VERSION = 'etc-withholding-2026-01';

export const EtcContract = z.object({
  id: z.number().int(),
  status: EtcContractStatus,
  channelCode: z.string(),
  bankName: z.string(),
  bankCardId: z.number().int(),
  cardLast4: z.string(),
  holderName: z.string(),
  /** The reserved mobile of the card, masked (138****0000): where the SMS went. */
  mobileMasked: z.string().nullable(),
  /** The bank's contract number once signed. */
  contractNo: z.string().nullable(),
  agreementVersion: z.string().nullable(),
  /** The application holding it (live), if any. */
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
});
export type EtcContract = z.infer<typeof EtcContract>;

/** Step 1 (signing1): a verified personal bank card of the caller and the channel of its bank. */
export const EtcSignStart = z.object({ channelCode: Text(2, 32), bankCardId: Id, orderId: Id.optional() });
/** Step 2 (signing2): the SMS code the bank sent. A new code: signStart again. */
export const EtcSignVerify = z.object({ contractId: Id, smsCode: SmsCode });
/** Step 3 (signing3): accept the agreement (must be true) of the version shown. */
export const EtcSignConfirm = z.object({ contractId: Id, agreementAccepted: z.literal(true), agreementVersion: z.literal(ETC_AGREEMENT_VERSION) });
export const EtcSignStarted = z.object({
  contract: EtcContract,
  /** Seconds until another code may be asked for. */
  resendAfter: z.number().int(),
  /** Seconds the code stays good. */
  expiresIn: z.number().int(),
});
export const EtcContractIdQuery = z.object({ contractId: Id });

// ---------------------------------------------------------------------------------------------
// Applications (orders)

/**
 * An application's states (docs/etc.md "States"):
 * draft (being filled in) → submitted (sent to the issuer) → reviewing → approved | rejected (with
 * the reason; updateOrder fixes it and resubmits: → submitted) → issued (card no + OBU no) →
 * shipped (mail, tracking no) | readyForPickup (outlet) → activated (the card is live; the
 * application is closed). cancelled from draft…approved (releases the plate and the contract).
 * Live (holding the plate and the contract): every state but rejected, cancelled and activated.
 */
export const ETC_ORDER_STATUSES = ['draft', 'submitted', 'reviewing', 'approved', 'rejected', 'issued', 'shipped', 'readyForPickup', 'activated', 'cancelled'] as const;
export const EtcOrderStatus = z.enum(ETC_ORDER_STATUSES);
export type EtcOrderStatus = z.infer<typeof EtcOrderStatus>;
/** The states that hold the plate (and the contract). */
export const ETC_LIVE_ORDER_STATUSES = ['draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped', 'readyForPickup'] as const satisfies readonly EtcOrderStatus[];
/** The states the applicant may still cancel from (before a card is issued). */
export const ETC_CANCELLABLE_STATUSES = ['draft', 'submitted', 'reviewing', 'approved', 'rejected'] as const satisfies readonly EtcOrderStatus[];
/** The states the applicant may edit in (updateOrder). */
export const ETC_EDITABLE_STATUSES = ['draft', 'rejected'] as const satisfies readonly EtcOrderStatus[];

/** How the card reaches the driver: mailed to an address, or picked up at a toll-station outlet. */
export const ETC_HANDLE_METHODS = ['mail', 'outlet'] as const;
export const EtcHandleMethod = z.enum(ETC_HANDLE_METHODS);
export type EtcHandleMethod = z.infer<typeof EtcHandleMethod>;

/** A mailing address; the area from the area picker (district adCode and its full name). */
export const EtcAddress = z.object({
  receiverName: PersonName,
  receiverMobile: Mobile,
  /** District GB/T 2260 code. */
  adCode: AdCode,
  /** Province / city / district names as the picker shows them, e.g. "福建省 厦门市 思明区". */
  areaName: Text(2, 60),
  /** Street, building, room. */
  detail: Text(4, 120),
});
export type EtcAddress = z.infer<typeof EtcAddress>;

/** A toll-station outlet (a station of listOfStation) where the card can be picked up. */
export const EtcOutlet = z.object({ stationId: z.number().int(), name: z.string(), highway: z.string(), address: z.string() });

/** One step of the application's timeline (handlingProgressQuery), oldest first. */
export const EtcTimelineEntry = z.object({
  status: EtcOrderStatus,
  /** When it happened (the issuer's time for the issuer's steps). */
  at: z.string(),
  /** Who moved it: the applicant, the issuer, or the platform. */
  actor: z.enum(['user', 'issuer', 'platform']),
  /** Rejection reason, tracking no + carrier, cancel reason…; null when there is nothing to add. */
  note: z.string().nullable(),
});

/** The parts an application still lacks before it can be submitted (the screens show what to fill in). */
export const ETC_ORDER_PARTS = ['handleMethod', 'channel', 'contract', 'address', 'outlet', 'licensePhotos'] as const;
export const EtcOrderPart = z.enum(ETC_ORDER_PARTS);

export const EtcOrder = z.object({
  id: z.number().int(),
  /** The platform's number, e.g. ETC20261126000123. */
  orderNo: z.string(),
  status: EtcOrderStatus,
  vehicle: EtcVehicle,
  handleMethod: EtcHandleMethod.nullable(),
  /** The withholding bank channel (SignChannel code) and its bank. */
  channelCode: z.string().nullable(),
  bankName: z.string().nullable(),
  /** The signed withholding contract attached (its bank card's last four). */
  contract: EtcContract.nullable(),
  address: EtcAddress.nullable(),
  outlet: EtcOutlet.nullable(),
  /** The issuer's number once submitted. */
  issuerOrderNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Set once issued. */
  cardNo: z.string().nullable(),
  obuNo: z.string().nullable(),
  /** The card row once issued (myCards). */
  etcCardId: z.number().int().nullable(),
  /** Mail: set once shipped. */
  trackingNo: z.string().nullable(),
  carrier: z.string().nullable(),
  timeline: z.array(EtcTimelineEntry),
  /** Parts still missing before submit (empty: ready). */
  missing: z.array(EtcOrderPart),
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  /** True once issued/shipped/readyForPickup: the card may be activated (activate). */
  canActivate: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type EtcOrder = z.infer<typeof EtcOrder>;

/** createOrder: a draft for a vehicle; the other parts may come now or with updateOrder. */
export const EtcCreateOrder = z.object({
  vehicle: EtcVehicleInput,
  handleMethod: EtcHandleMethod.optional(),
});

/**
 * updateOrder: change parts of a draft (or a rejected application) and/or submit it. Fields left
 * out stay as they are; `address` / `outletStationId` are required at submit for mail / outlet.
 * `submit: true` checks every part (missing → 400 etc.orderIncomplete) and sends it to the issuer.
 */
export const EtcUpdateOrder = z.object({
  orderId: Id,
  vehicle: EtcVehicleInput.optional(),
  handleMethod: EtcHandleMethod.optional(),
  channelCode: Text(2, 32).optional(),
  /** A signed withholding contract of the caller (signConfirm), not held by another live application. */
  contractId: Id.optional(),
  address: EtcAddress.optional(),
  outletStationId: Id.optional(),
  submit: z.boolean().default(false),
});

export const EtcCancelOrder = z.object({ orderId: Id, reason: Text(2, 100).optional() });
export const EtcOrderIdQuery = z.object({ orderId: Id });
/** myOrders: `live` (the default) or every application of the caller, newest first. */
export const EtcMyOrdersQuery = PageQuery.extend({ scope: z.enum(['live', 'all']).default('all') });

// ---------------------------------------------------------------------------------------------
// OCR of the vehicle licence

export const ETC_OCR_SIDES = ['front', 'back'] as const;
/** ocr: read an uploaded vehicle licence photo (identity upload's fileId). */
export const EtcOcrRequest = z.object({ fileId: FileId, side: z.enum(ETC_OCR_SIDES) });
/**
 * What was read (absent: not read; the user types it). Front (主页): plateNumber, vehicleType,
 * ownerName, vin, registerDate. Back (副页): totalWeightKg, lengthMm, approvedLoadKg. The
 * provider reads only what a photo really carries: a photo it cannot read answers `recognized:
 * false` and no fields, never guessed ones.
 */
export const EtcOcrResult = z.object({
  recognized: z.boolean(),
  fields: z.object({
    plateNumber: z.string().optional(),
    plateColor: z.string().optional(),
    vehicleType: z.string().optional(),
    ownerName: z.string().optional(),
    vin: z.string().optional(),
    registerDate: z.string().optional(),
    totalWeightKg: z.number().int().optional(),
    approvedLoadKg: z.number().int().optional(),
    lengthMm: z.number().int().optional(),
  }),
});
export type EtcOcrResult = z.infer<typeof EtcOcrResult>;

// ---------------------------------------------------------------------------------------------
// Safety verification (SMS before a sensitive change)

/** What a safety ticket is for; a ticket is good for one such change, a few minutes. */
export const ETC_SAFETY_PURPOSES = ['bindCard', 'unbindCard'] as const;
export const EtcSafetyPurpose = z.enum(ETC_SAFETY_PURPOSES);
export const EtcSafetyCodeRequest = z.object({ purpose: EtcSafetyPurpose });
export const EtcSafetyCodeSent = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int(), mobileMasked: z.string() });
export const EtcSafetyCheck = z.object({ purpose: EtcSafetyPurpose, smsCode: SmsCode });
/** An opaque ticket (one use, `expiresIn` seconds) for bindCard / unbindCard. */
export const EtcSafetyTicket = z.object({ ticket: z.string(), purpose: EtcSafetyPurpose, expiresIn: z.number().int() });
export const SafetyTicketField = z.string().min(16).max(200);
export const ETC_SAFETY_TICKET_SECONDS = 300;

// ---------------------------------------------------------------------------------------------
// Cards

/** ETC card number: 20 digits (issuer network code + serial). */
export const ETC_CARD_NO_PATTERN = /^\d{20}$/;
/** OBU number: 16 hex digits (the contract serial of the on-board unit). */
export const ETC_OBU_NO_PATTERN = /^[0-9A-F]{16}$/;
export const EtcCardNo = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(ETC_CARD_NO_PATTERN, 'must be the 20-digit card number'));
export const EtcObuNo = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(ETC_OBU_NO_PATTERN, 'must be the 16-character OBU number'));

/**
 * A card on the platform: issued (from an application, not yet activated), active (live: tolls
 * are charged and withheld), unbound (the user took it off the platform; history stays).
 */
export const ETC_CARD_STATUSES = ['issued', 'active', 'unbound'] as const;
export const EtcCardStatus = z.enum(ETC_CARD_STATUSES);
/** The card statuses that hold the plate. */
export const ETC_LIVE_CARD_STATUSES = ['issued', 'active'] as const satisfies readonly (typeof ETC_CARD_STATUSES)[number][];
/** applied: from an application on the platform; bound: an existing card bound by the user. */
export const ETC_CARD_SOURCES = ['applied', 'bound'] as const;

export const EtcCard = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  obuNo: z.string(),
  status: EtcCardStatus,
  source: z.enum(ETC_CARD_SOURCES),
  plateNumber: z.string(),
  plateColor: z.string(),
  vehicleClass: z.number().int(),
  orderId: z.number().int().nullable(),
  /** The withholding bank and card (last four), when a contract is attached. */
  bankName: z.string().nullable(),
  bankCardLast4: z.string().nullable(),
  issuedAt: z.string(),
  activatedAt: z.string().nullable(),
  unboundAt: z.string().nullable(),
  /** Tolls of the current China-time month, fen (etcMainPage). */
  monthTollFen: z.number().int(),
});
export type EtcCard = z.infer<typeof EtcCard>;

export const EtcMyCardsQuery = z.object({ includeUnbound: z.enum(['0', '1']).default('0') });
/** `etcCardId`: an etc_cards id (bank cards are `bankCardId`). */
export const EtcCardIdQuery = z.object({ etcCardId: Id });
/** bindCard: an existing card, its plate (must match the issuer's record), after safetyVerification. */
export const EtcBindCard = z.object({ cardNo: EtcCardNo, plateNumber: PlateNumber, plateColor: EtcPlateColor, safetyTicket: SafetyTicketField });
export const EtcUnbindCard = z.object({ etcCardId: Id, safetyTicket: SafetyTicketField });

/** How the card and OBU numbers were read for activation. */
export const ETC_READ_METHODS = ['bluetooth', 'reader', 'typed'] as const;
/**
 * activate: the card and OBU numbers read from the devices of an issued card of the caller. Both
 * must be the pair issued for that card's application (and the issuer checks them with the plate):
 * anything else is refused (409 etc.activationMismatch), nothing changes.
 */
export const EtcActivate = z.object({ cardNo: EtcCardNo, obuNo: EtcObuNo, method: z.enum(ETC_READ_METHODS), etcCardId: Id.optional() });

// ---------------------------------------------------------------------------------------------
// Tolls and bills (helper B: etc.tolls*.ts, etc.bills*.ts)

/** A toll station as a toll shows it (stations table). */
export const EtcTollStation = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  highway: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/**
 * A toll's withholding: recorded (taken from the issuer, not yet withheld), withheld (the ledger
 * transfer moved it: `transferId`), failed (the bank refused; shown as owed).
 */
export const ETC_TOLL_STATUSES = ['recorded', 'withheld', 'failed'] as const;
export const EtcTollStatus = z.enum(ETC_TOLL_STATUSES);

/** One toll transaction: a passage from entry to exit station on a card. */
export const EtcToll = z.object({
  id: z.number().int(),
  /** The issuer's transaction id. */
  issuerTxnId: z.string(),
  etcCardId: z.number().int(),
  cardNo: z.string(),
  plateNumber: z.string(),
  vehicleClass: z.number().int(),
  entryStation: EtcTollStation,
  exitStation: EtcTollStation,
  entryAt: z.string(),
  exitAt: z.string(),
  /** Distance driven between the stations, metres. */
  distanceM: z.number().int(),
  amountFen: z.number().int(),
  status: EtcTollStatus,
  /** The waybill being driven at the time (null: none). */
  waybillId: z.number().int().nullable(),
  waybillNo: z.string().nullable(),
  withheldAt: z.string().nullable(),
});
export type EtcToll = z.infer<typeof EtcToll>;

/** bills: the caller's tolls of one China-time month (all cards or one), newest exit first, with totals. */
export const EtcMonth = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM (2000-2099)');
export const EtcBillsQuery = PageQuery.extend({ month: EtcMonth, etcCardId: Id.optional() });
export const EtcBillPage = pageOf(EtcToll).extend({
  month: z.string(),
  /** Sum of the month's tolls (every page), fen. */
  totalFen: z.number().int(),
  count: z.number().int(),
});
/** billMonths: the last months with their totals, newest first (the bill's month picker and etcMainPage). */
export const EtcBillMonthsQuery = z.object({ etcCardId: Id.optional(), months: z.coerce.number().int().min(1).max(24).default(12) });
export const EtcBillMonth = z.object({ month: z.string(), totalFen: z.number().int(), count: z.number().int() });
export const EtcBillMonths = z.object({ months: z.array(EtcBillMonth) });

export const EtcTollIdQuery = z.object({ tollId: Id });
/** billDetail: one toll with the positions driven between entry and exit (for the map), in time order. */
export const EtcTollDetail = EtcToll.extend({
  route: z.array(z.object({ lat: z.number(), lng: z.number(), at: z.string() })),
  /** Rate applied, fen per km, for the class. */
  rateFenPerKm: z.number().int(),
});

/** waybillTolls: a waybill's tolls and the trip's net (its driver, and the truck's owner). */
export const EtcWaybillTollsQuery = z.object({ waybillId: Id });
export const EtcWaybillTolls = z.object({
  waybillId: z.number().int(),
  /** The freight the driver is paid for the trip, fen (null when not known to the caller). */
  freightFen: z.number().int().nullable(),
  tollsFen: z.number().int(),
  /** freightFen − tollsFen (null when freightFen is). */
  netFen: z.number().int().nullable(),
  tolls: z.array(EtcToll),
});

// ---------------------------------------------------------------------------------------------
// The issuer's notifications

/**
 * An issuer notification, POSTed to /app/api/etc/issuer/notify with `X-Etc-Signature: <hex
 * HMAC-SHA256, with the key shared with the issuer, of etcNotifyCanonical(body)>` (the fields'
 * JSON with every object's keys sorted, every field present). Delivered at least once and in any
 * order: `notifyId` is applied once; `version` is the issuer's own counter of that application's
 * changes, and a notification older than what the platform already applied changes nothing.
 */
export const EtcApplicationNotify = z.object({
  kind: z.literal('application'),
  notifyId: z.string().min(1).max(64),
  issuerOrderNo: z.string().min(1).max(64),
  version: z.number().int().min(1).max(1_000_000),
  status: z.enum(['submitted', 'reviewing', 'approved', 'rejected', 'issued', 'shipped', 'readyForPickup', 'activated', 'cancelled']),
  /** When it happened at the issuer. */
  at: Instant,
  rejectReason: z.string().max(200).nullable().default(null),
  cardNo: z.string().max(32).nullable().default(null),
  obuNo: z.string().max(32).nullable().default(null),
  trackingNo: z.string().max(40).nullable().default(null),
  carrier: z.string().max(40).nullable().default(null),
  /**
   * The issuer's steps of this application up to `version`, oldest first (a snapshot: applying
   * version 5 when 3 was the last applied also records the steps 4 and 5 in the timeline, so a
   * notification that overtook an older one loses no step).
   */
  history: z
    .array(z.object({ version: z.number().int().min(1).max(1_000_000), status: EtcOrderStatus, at: Instant, note: z.string().max(200).nullable() }))
    .max(100)
    .default([]),
});
/** A toll transaction the issuer charged to a card (helper B applies it). */
export const EtcTollNotify = z.object({
  kind: z.literal('toll'),
  notifyId: z.string().min(1).max(64),
  issuerTxnId: z.string().min(1).max(64),
  cardNo: z.string().max(32),
  plateNumber: z.string().max(8),
  vehicleClass: z.number().int().min(1).max(6),
  entryStationCode: z.string().max(32),
  exitStationCode: z.string().max(32),
  entryAt: Instant,
  exitAt: Instant,
  distanceM: z.number().int().min(0).max(5_000_000),
  amountFen: z.number().int().min(0).max(10_000_000),
  /** The platform's waybill the passage was driven for, when the issuer learnt it from the platform's trip report. */
  waybillId: z.number().int().positive().nullable().default(null),
});
/**
 * What the issuer signs: the notification's JSON with the keys of every object sorted (so key order,
 * which JSON does not keep, cannot break a signature); undefined fields read as null.
 */
export function etcNotifyCanonical(notification: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      return Object.keys(object)
        .sort()
        .map((key) => [key, sorted(object[key] ?? null)]);
    }
    return value;
  };
  return JSON.stringify(sorted(notification));
}
export const ETC_SIGNATURE_HEADER = 'x-etc-signature';
export const EtcIssuerNotify = z.discriminatedUnion('kind', [EtcApplicationNotify, EtcTollNotify]);
export type EtcIssuerNotify = z.infer<typeof EtcIssuerNotify>;
export const EtcNotifyAnswer = z.object({ code: z.enum(['SUCCESS']), message: z.string() });

// ---------------------------------------------------------------------------------------------

const svc = { service: 'app' } as const;

export const etcEndpoints = {
  etcCheckIssue: endpoint({
    ...svc, method: 'GET', path: '/etc/etcCheckIssue', access: 'user',
    summary: 'May this plate get an ETC card: colour, no live card or application, the vehicle certified for the caller',
    query: EtcCheckIssueQuery, response: EtcIssueCheck,
  }),
  createOrder: endpoint({
    ...svc, method: 'POST', path: '/etc/createOrder', access: 'user', idempotent: true,
    summary: 'Create a draft ETC application for a vehicle (one live application or card per plate: 409 otherwise)',
    body: EtcCreateOrder, response: EtcOrder,
  }),
  updateOrder: endpoint({
    ...svc, method: 'POST', path: '/etc/updateOrder', access: 'user', idempotent: true,
    summary: 'Change parts of a draft or rejected application, and/or submit it to the issuer (submit: true)',
    body: EtcUpdateOrder, response: EtcOrder,
  }),
  cancelOrder: endpoint({
    ...svc, method: 'POST', path: '/etc/cancelOrder', access: 'user', idempotent: true,
    summary: 'Cancel an application before its card is issued: releases the plate and the contract',
    body: EtcCancelOrder, response: EtcOrder,
  }),
  orderQuery: endpoint({
    ...svc, method: 'GET', path: '/etc/orderQuery', access: 'user',
    summary: 'One application of the caller with its timeline (handlingProgressQuery); asks the issuer when a step is overdue',
    query: EtcOrderIdQuery, response: EtcOrder,
  }),
  myOrders: endpoint({
    ...svc, method: 'GET', path: '/etc/myOrders', access: 'user',
    summary: "The caller's applications, newest first (live ones or all)",
    query: EtcMyOrdersQuery, response: pageOf(EtcOrder),
  }),
  ocr: endpoint({
    ...svc, method: 'POST', path: '/etc/ocr', access: 'user',
    summary: "Read an uploaded vehicle licence photo (the caller's file): fields read, or none",
    body: EtcOcrRequest, response: EtcOcrResult,
  }),
  signChannel: endpoint({
    ...svc, method: 'GET', path: '/etc/SignChannel', access: 'user',
    summary: "The banks that can sign a withholding contract, each with the caller's verified cards of that bank",
    response: EtcSignChannels,
  }),
  signStart: endpoint({
    ...svc, method: 'POST', path: '/etc/sign/start', access: 'user', idempotent: true,
    summary: "Start a withholding contract on a verified bank card of the caller: the bank sends an SMS code (signing1)",
    body: EtcSignStart, response: EtcSignStarted,
  }),
  signVerify: endpoint({
    ...svc, method: 'POST', path: '/etc/sign/verify', access: 'user', idempotent: true,
    summary: 'Check the bank SMS code of a started contract (signing2)',
    body: EtcSignVerify, response: EtcContract,
  }),
  signConfirm: endpoint({
    ...svc, method: 'POST', path: '/etc/sign/confirm', access: 'user', idempotent: true,
    summary: 'Accept the withholding agreement: the contract is signed (signing3)',
    body: EtcSignConfirm, response: EtcContract,
  }),
  contractInfo: endpoint({
    ...svc, method: 'GET', path: '/etc/sign/info', access: 'user',
    summary: "One withholding contract of the caller",
    query: EtcContractIdQuery, response: EtcContract,
  }),
  sendSafetyCode: endpoint({
    ...svc, method: 'POST', path: '/etc/safety/sendCode', access: 'user', idempotent: true, rateLimited: true,
    summary: "Send an SMS code to the caller's mobile before a sensitive card change (safetyVerification)",
    body: EtcSafetyCodeRequest, response: EtcSafetyCodeSent,
  }),
  checkSafetyCode: endpoint({
    ...svc, method: 'POST', path: '/etc/safety/check', access: 'user', idempotent: true,
    summary: 'Check the safety SMS code: a one-use ticket for that change, a few minutes',
    body: EtcSafetyCheck, response: EtcSafetyTicket,
  }),
  myCards: endpoint({
    ...svc, method: 'GET', path: '/etc/cards', access: 'user',
    summary: "The caller's ETC cards (issued and active; unbound ones too with includeUnbound=1)",
    query: EtcMyCardsQuery, response: z.array(EtcCard),
  }),
  cardInfo: endpoint({
    ...svc, method: 'GET', path: '/etc/cards/info', access: 'user',
    summary: 'One card of the caller',
    query: EtcCardIdQuery, response: EtcCard,
  }),
  bindCard: endpoint({
    ...svc, method: 'POST', path: '/etc/cards/bind', access: 'user', idempotent: true,
    summary: 'Bind an existing card by number and plate (checked with the issuer) after safetyVerification',
    body: EtcBindCard, response: EtcCard,
  }),
  unbindCard: endpoint({
    ...svc, method: 'POST', path: '/etc/cards/unbind', access: 'user', idempotent: true,
    summary: 'Take a card off the platform after safetyVerification (its tolls stay in the bills)',
    body: EtcUnbindCard, response: EtcCard,
  }),
  activate: endpoint({
    ...svc, method: 'POST', path: '/etc/cards/activate', access: 'user', idempotent: true,
    summary: 'Activate an issued card with the card and OBU numbers read from the devices (only the issued pair)',
    body: EtcActivate, response: EtcCard,
  }),
  bills: endpoint({
    ...svc, method: 'GET', path: '/etc/bills', access: 'user',
    summary: "The caller's tolls of a month (all cards or one), newest first, with the month's total",
    query: EtcBillsQuery, response: EtcBillPage,
  }),
  billMonths: endpoint({
    ...svc, method: 'GET', path: '/etc/bills/months', access: 'user',
    summary: "The caller's last months of tolls with totals, newest first",
    query: EtcBillMonthsQuery, response: EtcBillMonths,
  }),
  billDetail: endpoint({
    ...svc, method: 'GET', path: '/etc/bills/detail', access: 'user',
    summary: 'One toll of the caller with the route driven between entry and exit',
    query: EtcTollIdQuery, response: EtcTollDetail,
  }),
  waybillTolls: endpoint({
    ...svc, method: 'GET', path: '/etc/waybillTolls', access: 'user',
    summary: "A waybill's tolls and the trip's net (freight minus tolls): its driver, and the truck's owner",
    query: EtcWaybillTollsQuery, response: EtcWaybillTolls,
  }),
  issuerNotify: endpoint({
    ...svc, method: 'POST', path: '/etc/issuer/notify', access: 'public',
    summary: 'ETC issuer notification (X-Etc-Signature; forged → 403); each applied once, never backwards',
    body: EtcIssuerNotify, response: EtcNotifyAnswer,
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint';
import { AuditEntry, Certification, CertificationStatus, FileIdParam } from './identity';
import { PageQuery, pageOf } from './paging';
import { Mobile, PersonName, isPlate } from './rules';

/**
 * Vehicles (docs/vehicles.md). A vehicle is registered with its licence (行驶证) by a person (it
 * is theirs) or by an enterprise's manager (it is the enterprise's), and vetted by an operator:
 * its own certification of kind 'vehicle' (pending -> approved | rejected -> resubmitted on the
 * same row). One plate is one vehicle platform-wide. Owners authorise drivers; temporary vehicles
 * are registered for a limited period without review; owners publish spare capacity.
 * App service: every call takes the user token (401 without it).
 *
 * "Owner" below means: the person a personal vehicle belongs to, or the manager
 * (enterprises.managerId) of the enterprise an enterprise vehicle belongs to. Someone else's
 * vehicle answers like a missing one (404), so ids cannot be probed.
 */

// ---------------------------------------------------------------------------------------------
// Checkers shared by server and client (zod-free functions first).

/** Plate colour codes of dict group plateColor that go with 8-character new-energy plates. */
export const NEW_ENERGY_SMALL_COLOR = '5';
export const NEW_ENERGY_LARGE_COLOR = '93';
export const NEW_ENERGY_COLORS = [NEW_ENERGY_SMALL_COLOR, NEW_ENERGY_LARGE_COLOR] as const;

/** Normalises typed plate text: trimmed, no inner spaces or dots, latin letters upper-case. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s·.]/g, '').toUpperCase();
}

/**
 * A Chinese plate: province abbreviation + letter + 5 alphanumerics (7 characters), or a
 * new-energy plate of 8 characters (D/F third for small vehicles, last for large ones); never I or O.
 */
export function isVehiclePlate(value: string): boolean {
  return isPlate(normalizePlate(value));
}

/** Large new-energy plates carry D/F last (粤B12345D); small ones third (粤BD12345). */
function newEnergySize(plate: string): 'small' | 'large' | null {
  if (plate.length !== 8) return null;
  return /[DF]$/.test(plate) && /^\d{5}$/.test(plate.slice(2, 7)) ? 'large' : 'small';
}

/**
 * Why a plate and colour do not go together, or null when they do: 8-character (new-energy)
 * plates are green (5 small, 93 yellow-green large), and green colours need an 8-character plate.
 */
export function plateColorProblem(plateNumber: string, plateColor: string): string | null {
  const plate = normalizePlate(plateNumber);
  const size = newEnergySize(plate);
  if (size === null) {
    return (NEW_ENERGY_COLORS as readonly string[]).includes(plateColor)
      ? 'green plate colours (5, 93) belong to 8-character new-energy plates'
      : null;
  }
  const wanted = size === 'large' ? NEW_ENERGY_LARGE_COLOR : NEW_ENERGY_SMALL_COLOR;
  return plateColor === wanted ? null : `an 8-character ${size} new-energy plate has plate colour ${wanted}`;
}

/** Vehicle identification number: 17 characters, digits and capitals without I, O, Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export function isVin(value: string): boolean {
  return VIN_PATTERN.test(value.trim().toUpperCase());
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Road transport permit (道路运输证) number: 6-20 digits/letters, optionally a province prefix. */
export const ROAD_TRANSPORT_NO_PATTERN = /^[\u4e00-\u9fa5]{0,2}[A-Za-z0-9]{6,20}$/;

/** Days before a document's end date that it is reported as expiring. */
export const EXPIRY_WARNING_DAYS = 30;
/** Heaviest approved load accepted, in kg (a 49-tonne road train). */
export const MAX_LOAD_KG = 100_000;

// ---------------------------------------------------------------------------------------------
// zod fields.

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const FileId = FileIdParam.shape.fileId;
export const PlateNumber = z
  .string()
  .transform(normalizePlate)
  .refine(isPlate, 'must be a plate like 粤B12345 (7 characters) or 粤BD12345 / 粤B12345D (8, new-energy); no I or O');
export const Vin = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => VIN_PATTERN.test(value), 'must be the 17-character VIN (digits and capitals, no I, O or Q)');
export const VehicleDate = z.string().trim().refine(isIsoDate, 'must be a date written YYYY-MM-DD');
const DictCode = z.string().trim().min(1).max(32);
const Area = z.string().trim().min(2).max(60);
const RoadTransportNo = z.string().trim().regex(ROAD_TRANSPORT_NO_PATTERN, 'must be the permit number (6-20 letters or digits)');

export const VehicleIdParam = z.object({ vehicleId: Id });
export const VehicleEnterpriseParam = z.object({ enterpriseId: Id });
export const TemporaryVehicleParam = z.object({ temporaryId: Id });
export const AuthorizationRequestParam = z.object({ requestId: Id });

/** Who a vehicle belongs to. */
export const VEHICLE_OWNER_KINDS = ['person', 'enterprise'] as const;
export const VehicleOwner = z.object({
  kind: z.enum(VEHICLE_OWNER_KINDS),
  /** The person (personal vehicle), or null. */
  userId: z.number().int().nullable(),
  /** The enterprise (enterprise vehicle), or null. */
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
});

/** How the caller relates to a vehicle: its owner, its enterprise's manager, or a driver authorised to it. */
export const VehicleRelation = z.enum(['owner', 'manager', 'driver']);

export const EXPIRING_DOCUMENTS = ['annualInspection', 'roadTransport'] as const;
export const ExpiringDocument = z.enum(EXPIRING_DOCUMENTS);
/** A dated document that has expired or expires within EXPIRY_WARNING_DAYS. */
export const VehicleExpiryWarning = z.object({
  document: ExpiringDocument,
  validUntil: z.string(),
  /** Days left (0 = ends today; negative = expired that many days ago). */
  daysLeft: z.number().int(),
  expired: z.boolean(),
});

/** One vehicle in a list. */
export const VehicleSummary = z.object({
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  plateColor: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string().nullable(),
  energyType: z.string(),
  approvedLoadKg: z.number().int(),
  owner: VehicleOwner,
  /** The vehicle's own certification (kind 'vehicle'): status and reject reason. */
  certification: Certification,
  inspectionValidUntil: z.string(),
  roadTransportValidUntil: z.string().nullable(),
  warnings: z.array(VehicleExpiryWarning),
  relation: VehicleRelation,
  /** Drivers currently authorised to drive it. */
  driverCount: z.number().int(),
});
export type VehicleSummary = z.infer<typeof VehicleSummary>;

/** An uploaded image of the vehicle: file id (for forms) and URL (readable by its uploader and operators). */
export const VehicleImage = z.object({ fileId: z.string(), url: z.string() });

/** A vehicle with every field (info/{id}). Images are answered to the owner/manager only (null for drivers). */
export const VehicleDetail = VehicleSummary.extend({
  ownerName: z.string(),
  vin: z.string(),
  registerDate: z.string(),
  licenseFrontImage: VehicleImage.nullable(),
  licenseBackImage: VehicleImage.nullable(),
  inspectionImage: VehicleImage.nullable(),
  roadTransportNo: z.string().nullable(),
  roadTransportImage: VehicleImage.nullable(),
  /** Phone to call about this vehicle (editMobile); null = the owner's / enterprise contact. */
  contactMobile: z.string().nullable(),
  createdAt: z.string(),
});
export type VehicleDetail = z.infer<typeof VehicleDetail>;

/**
 * Registering a vehicle (create), or resubmitting the caller's rejected one (`vehicleId`). With
 * `enterpriseId` the vehicle is the enterprise's (the caller must be its manager); without, it is
 * the caller's own. Plate + colour must go together (plateColorProblem); codes are dict codes.
 */
export const VehicleSave = z.object({
  vehicleId: Id.optional(),
  enterpriseId: Id.optional(),
  plateNumber: PlateNumber,
  /** Dict group plateColor. */
  plateColor: DictCode,
  /** Dict group vehicleType. */
  vehicleType: DictCode,
  /** Dict group vehicleLength (optional: tractors have none). */
  vehicleLength: DictCode.optional(),
  /** Dict group energyType. */
  energyType: DictCode,
  /** Approved (核定) load in kg as on the licence. */
  approvedLoadKg: z.coerce.number().int().min(1).max(MAX_LOAD_KG),
  /** 行驶证 所有人: a person's or a company's name. */
  ownerName: z.string().trim().min(2).max(60),
  vin: Vin,
  /** 注册日期: not in the future. */
  registerDate: VehicleDate,
  licenseFrontImage: FileId,
  licenseBackImage: FileId,
  /** 检验有效期至: the annual inspection's end; not already past. */
  inspectionValidUntil: VehicleDate,
  /** Road transport permit: number, end date and photo together, or none of them. */
  roadTransportNo: RoadTransportNo.optional(),
  roadTransportValidUntil: VehicleDate.optional(),
  roadTransportImage: FileId.optional(),
});
export type VehicleSaveInput = z.input<typeof VehicleSave>;

export const VehicleListQuery = PageQuery.extend({
  status: CertificationStatus.optional(),
  /** Part of the plate to look for. */
  plate: z.string().trim().max(8).optional(),
});

export const RoadTransportUpdate = z.object({
  roadTransportNo: RoadTransportNo,
  roadTransportValidUntil: VehicleDate,
  roadTransportImage: FileId,
});
export const AnnualInspectionUpdate = z.object({
  inspectionValidUntil: VehicleDate,
  /** Photo of the licence's inspection stamp page (optional). */
  inspectionImage: FileId.optional(),
});
export const VehicleContactUpdate = z.object({ contactMobile: Mobile.nullable() });

/** Where a vehicle goes: an enterprise the caller manages, or (null) the caller personally. */
export const VehicleAllocation = z.object({ enterpriseId: Id.nullable() });

/** Unverified vehicles: of the caller (personal), or of an enterprise the caller manages. */
export const VehicleScopeQuery = z.object({ enterpriseId: Id.optional() });

/** One step of a vehicle certification's trail, with its vehicle. */
export const VehicleAuditEntry = AuditEntry.extend({
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  certificationId: z.number().int(),
});
export const VehicleAuditQuery = PageQuery.extend({ vehicleId: Id.optional(), enterpriseId: Id.optional() });

// Drivers ---------------------------------------------------------------------------------------

export const AUTHORIZATION_END_REASONS = ['untied', 'revoked', 'deleted', 'reallocated'] as const;
/** One authorisation of a driver to a vehicle: current (endedAt null) or history. */
export const VehicleDriver = z.object({
  authorizationId: z.number().int(),
  vehicleId: z.number().int(),
  driverUserId: z.number().int(),
  driverMobile: z.string(),
  driverName: z.string().nullable(),
  grantedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(AUTHORIZATION_END_REASONS).nullable(),
});
export const VehicleDrivers = z.object({
  current: z.array(VehicleDriver),
  /** Ended authorisations, newest first. */
  history: z.array(VehicleDriver),
});
export const AuthorizeDriverRequest = z.object({ mobile: Mobile });
/** UntieRequest: a driver gives the vehicle up (no driverUserId), or its owner revokes a driver. */
export const UntieRequest = z.object({ vehicleId: Id, driverUserId: Id.optional() });

/** A request filed through a vehicle-authorisation link (pending_vehicle_authorizations). */
export const AuthorizationRequest = z.object({
  requestId: z.number().int(),
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  userId: z.number().int(),
  mobile: z.string(),
  requestedAt: z.string(),
});
/** One authorisation granted to the caller (a driver), with the vehicle and whose it is. */
export const MyAuthorization = z.object({
  authorizationId: z.number().int(),
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  /** The enterprise's name, or the 行驶证 owner's name of a personal vehicle. */
  ownerName: z.string(),
  ownerKind: z.enum(VEHICLE_OWNER_KINDS),
  grantedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(AUTHORIZATION_END_REASONS).nullable(),
});
export const MyAuthorizations = z.object({
  current: z.array(MyAuthorization),
  /** Ended authorisations, newest first, at most MY_AUTHORIZATION_HISTORY of them. */
  history: z.array(MyAuthorization),
});
/** How many ended authorisations authorizedVehicle shows. */
export const MY_AUTHORIZATION_HISTORY = 50;

export const SettleAuthorizationRequest = z.object({ accept: z.boolean() });

// Temporary vehicles ----------------------------------------------------------------------------

/**
 * A temporary vehicle (save2Vehicle): used for a limited period, no licence review. Created
 * (no `temporaryId`) or changed (the caller's, not ended). With `enterpriseId` it is the
 * enterprise's (manager only). At most 90 days; ends by itself after validUntil.
 */
export const TemporaryVehicleSave = z.object({
  temporaryId: Id.optional(),
  enterpriseId: Id.optional(),
  plateNumber: PlateNumber,
  plateColor: DictCode,
  vehicleType: DictCode,
  contactName: PersonName,
  contactMobile: Mobile,
  validFrom: VehicleDate,
  validUntil: VehicleDate,
});
export const MAX_TEMPORARY_DAYS = 90;
export const TEMPORARY_STATES = ['upcoming', 'active', 'expired', 'ended'] as const;
export const TemporaryVehicle = z.object({
  temporaryId: z.number().int(),
  owner: VehicleOwner,
  plateNumber: z.string(),
  plateColor: z.string(),
  vehicleType: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** upcoming (before validFrom), active, expired (after validUntil), ended (ended early by the owner). */
  state: z.enum(TEMPORARY_STATES),
  createdAt: z.string(),
});
export const TemporaryListQuery = PageQuery.extend({
  enterpriseId: Id.optional(),
  /** Include expired and ended ones (default: only upcoming and active). */
  all: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

// Spare capacity --------------------------------------------------------------------------------

export const SpareCapacitySave = z.object({
  /** Free load in kg (at most the approved load). */
  freeLoadKg: z.coerce.number().int().min(1).max(MAX_LOAD_KG),
  fromArea: Area,
  toArea: Area,
  /** From when the vehicle is available: today or later. */
  availableDate: VehicleDate,
  note: z.string().trim().max(120).optional(),
});
export const SpareCapacity = z.object({
  spareCapacityId: z.number().int(),
  vehicleId: z.number().int(),
  freeLoadKg: z.number().int(),
  fromArea: z.string(),
  toArea: z.string(),
  availableDate: z.string(),
  note: z.string().nullable(),
  publishedAt: z.string(),
});
/** A vehicle of the caller's (or the enterprise's) with its open spare capacity, if any. */
export const VehicleCapacity = z.object({ vehicle: VehicleSummary, spareCapacity: SpareCapacity.nullable() });
export const CapacityListQuery = PageQuery.extend({ enterpriseId: Id.optional() });
/** Open spare capacity of an approved vehicle, for cargo owners. */
export const SharedCapacity = SpareCapacity.extend({
  plateNumber: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string().nullable(),
  approvedLoadKg: z.number().int(),
  ownerKind: z.enum(VEHICLE_OWNER_KINDS),
  /** The enterprise's name, or null for a person. */
  enterpriseName: z.string().nullable(),
  /** Whom to call: the vehicle's contact mobile, else the enterprise contact / the owner's mobile. */
  contactMobile: z.string(),
});
export const SharedInventoryQuery = PageQuery.extend({
  fromArea: z.string().trim().max(60).optional(),
  toArea: z.string().trim().max(60).optional(),
});

// Expiry ----------------------------------------------------------------------------------------

export const ExpiringVehicle = z.object({
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  warnings: z.array(VehicleExpiryWarning).min(1),
});

// Shared interface 1 (BRIEF): vehicles a user drives (fleet helper).
export const DrivenVehicle = z.object({
  vehicleId: z.number().int(),
  plateNumber: z.string(),
  plateColor: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string().nullable(),
  status: CertificationStatus,
});
export type DrivenVehicle = z.infer<typeof DrivenVehicle>;

export const VehicleDone = z.object({ ok: z.literal(true) });

export const vehicleEndpoints = {
  save: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/save', access: 'user', idempotent: true,
    summary:
      'Register a vehicle (personal, or with enterpriseId: the enterprise\'s; its manager only) for review, or resubmit the caller\'s rejected one (vehicleId). 409 when the plate is registered',
    body: VehicleSave, response: VehicleDetail,
  }),
  remove: endpoint({
    service: 'app', method: 'DELETE', path: '/app/vehicle/:vehicleId', access: 'user', idempotent: true,
    summary: "Delete a vehicle (soft; its owner or its enterprise's manager); ends every driver authorisation (history kept)",
    params: VehicleIdParam, response: VehicleDone,
  }),
  mine: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/mine', access: 'user',
    summary: "The caller's personal vehicles, newest first, with certification status and expiry warnings",
    query: VehicleListQuery, response: pageOf(VehicleSummary),
  }),
  enterpriseVehicles: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/enterprise/:enterpriseId', access: 'user',
    summary: "An enterprise's vehicles (its manager only; others 404)",
    params: VehicleEnterpriseParam, query: VehicleListQuery, response: pageOf(VehicleSummary),
  }),
  authorized: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/authorized', access: 'user',
    summary: 'Vehicles the caller is currently authorised to drive (any signed-in user; myTrucks)',
    query: PageQuery, response: pageOf(VehicleSummary),
  }),
  drivable: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/drivable', access: 'user',
    summary: 'Every approved vehicle the caller can drive: their own personal ones, then those authorised to them, with document expiries (myTrucks; not paged)',
    response: z.array(VehicleSummary),
  }),
  myAuthorizations: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/authorizations/mine', access: 'user',
    summary: 'The authorisations granted to the caller as a driver: current ones and the latest ended ones (authorizedVehicle)',
    response: MyAuthorizations,
  }),
  info: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/info/:vehicleId', access: 'user',
    summary: "One vehicle: its owner, its enterprise's manager, or a driver authorised to it (images: owner/manager only)",
    params: VehicleIdParam, response: VehicleDetail,
  }),
  untie: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/untie', access: 'user', idempotent: true,
    summary:
      'End an authorisation: the authorised driver gives the vehicle up (no driverUserId), or the owner/manager revokes driverUserId. History kept',
    body: UntieRequest, response: VehicleDriver,
  }),
  certificateAudits: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/certificateAudits', access: 'user',
    summary:
      "Audit trail of the certifications of the caller's vehicles (or, with enterpriseId, the managed enterprise's), newest first",
    query: VehicleAuditQuery, response: pageOf(VehicleAuditEntry),
  }),
  roadTransport: endpoint({
    service: 'app', method: 'PUT', path: '/app/vehicle/:vehicleId/roadTransport', access: 'user', idempotent: true,
    summary: 'Set the road transport permit (number, end date, photo); owner/manager; no new review, change recorded',
    params: VehicleIdParam, body: RoadTransportUpdate, response: VehicleDetail,
  }),
  annualInspection: endpoint({
    service: 'app', method: 'PUT', path: '/app/vehicle/:vehicleId/annualInspection', access: 'user', idempotent: true,
    summary: "Set the annual inspection's end date (and stamp photo); owner/manager; no new review, change recorded",
    params: VehicleIdParam, body: AnnualInspectionUpdate, response: VehicleDetail,
  }),
  contact: endpoint({
    service: 'app', method: 'PUT', path: '/app/vehicle/:vehicleId/contact', access: 'user', idempotent: true,
    summary: "Set (or clear with null) the vehicle's contact mobile; owner/manager",
    params: VehicleIdParam, body: VehicleContactUpdate, response: VehicleDetail,
  }),
  allocate: endpoint({
    service: 'app', method: 'PUT', path: '/app/vehicle/:vehicleId/allocation', access: 'user', idempotent: true,
    summary:
      'Move a vehicle to an enterprise the caller manages, or (enterpriseId null) to the caller personally; caller must own/manage it now. Ends its driver authorisations; history kept',
    params: VehicleIdParam, body: VehicleAllocation, response: VehicleDetail,
  }),
  unverified: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/unverified', access: 'user',
    summary: "Vehicles not yet approved (pending or rejected): the caller's, or with enterpriseId the managed enterprise's",
    query: VehicleScopeQuery, response: z.array(VehicleSummary),
  }),
  drivers: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/:vehicleId/drivers', access: 'user',
    summary: "A vehicle's current drivers and past authorisations; owner/manager",
    params: VehicleIdParam, response: VehicleDrivers,
  }),
  authorize: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/:vehicleId/drivers', access: 'user', idempotent: true,
    summary:
      'Authorise a driver (by mobile, an existing account) to drive an approved vehicle; owner/manager. Enterprise vehicles: an active driver of the enterprise only',
    params: VehicleIdParam, body: AuthorizeDriverRequest, response: VehicleDriver,
  }),
  authorizationRequests: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/authorizationRequests', access: 'user',
    summary: "Requests filed through vehicle-authorisation links for the caller's (or the managed enterprise's) vehicles",
    query: VehicleScopeQuery, response: z.array(AuthorizationRequest),
  }),
  settleRequest: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/authorizationRequests/:requestId', access: 'user', idempotent: true,
    summary: 'Accept (authorise the requester, same rules as authorise) or decline a request; owner/manager',
    params: AuthorizationRequestParam, body: SettleAuthorizationRequest, response: VehicleDone,
  }),
  save2Vehicle: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/save2Vehicle', access: 'user', idempotent: true,
    summary:
      'Register (or change, with temporaryId) a temporary vehicle for a period of at most 90 days, no review; personal, or with enterpriseId its manager',
    body: TemporaryVehicleSave, response: TemporaryVehicle,
  }),
  temporaryVehicles: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/temporary', access: 'user',
    summary: "The caller's temporary vehicles (or with enterpriseId the managed enterprise's); current ones unless all=true",
    query: TemporaryListQuery, response: pageOf(TemporaryVehicle),
  }),
  temporaryVehicle: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/temporary/:temporaryId', access: 'user',
    summary: "One temporary vehicle (ended ones too); whoever registered it, or the enterprise's manager; anyone else 404",
    params: TemporaryVehicleParam, response: TemporaryVehicle,
  }),
  endTemporary: endpoint({
    service: 'app', method: 'POST', path: '/app/vehicle/temporary/:temporaryId/end', access: 'user', idempotent: true,
    summary: 'End a temporary vehicle early; whoever registered it (or the enterprise\'s manager)',
    params: TemporaryVehicleParam, response: TemporaryVehicle,
  }),
  spareCapacity: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/:vehicleId/spareCapacity', access: 'user',
    summary: "A vehicle's open spare capacity, or null; owner/manager",
    params: VehicleIdParam, response: SpareCapacity.nullable(),
  }),
  publishSpareCapacity: endpoint({
    service: 'app', method: 'PUT', path: '/app/vehicle/:vehicleId/spareCapacity', access: 'user', idempotent: true,
    summary: 'Publish or change the spare capacity of an approved vehicle; owner/manager',
    params: VehicleIdParam, body: SpareCapacitySave, response: SpareCapacity,
  }),
  closeSpareCapacity: endpoint({
    service: 'app', method: 'DELETE', path: '/app/vehicle/:vehicleId/spareCapacity', access: 'user', idempotent: true,
    summary: "Withdraw a vehicle's spare capacity; owner/manager",
    params: VehicleIdParam, response: VehicleDone,
  }),
  capacities: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/capacities', access: 'user',
    summary: "The caller's approved vehicles (or with enterpriseId the managed enterprise's) with their open spare capacity",
    query: CapacityListQuery, response: pageOf(VehicleCapacity),
  }),
  sharedInventory: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/sharedInventory', access: 'user',
    summary:
      'Open spare capacity of approved vehicles, soonest first; users holding a cargoOwner, enterpriseCargoOwner, carrier or enterpriseManager identity (403 otherwise)',
    query: SharedInventoryQuery, response: pageOf(SharedCapacity),
  }),
  expiring: endpoint({
    service: 'app', method: 'GET', path: '/app/vehicle/expiring', access: 'user',
    summary:
      "Vehicles whose annual inspection or road transport permit has expired or expires within 30 days: the caller's, or with enterpriseId the managed enterprise's",
    query: VehicleScopeQuery, response: z.array(ExpiringVehicle),
  }),
};

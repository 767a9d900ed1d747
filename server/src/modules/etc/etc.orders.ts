import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ETC_LIVE_ORDER_STATUSES,
  ETC_PLATE_COLORS,
  etcPlateColorProblem,
  truckClassOf,
  type EtcCancelOrder,
  type EtcCheckIssueQuery,
  type EtcCreateOrder,
  type EtcIssueCheck,
  type EtcIssuerNotify,
  type EtcMyOrdersQuery,
  type EtcOrder,
  type EtcOrderStatus,
  type EtcUpdateOrder,
  type EtcVehicleInput,
} from '@/lib/contract/etc';
import { plateColorProblem } from '@/lib/contract/vehicle';
import { chinaToday } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { AppError, appError, badField, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import type { IssuerApplicationState } from '../../providers/etc/etc.provider';
import { nowDate } from '../clock';
import { stations } from '../goods/goods.table';
import { isUniqueViolation } from '../identity/certification.submit';
import { files } from '../identity/identity.table';
import { approvedRealName } from '../money/money.access';
import { signChannelOf } from '../../providers/etc/channels.data';
import {
  certifiedVehicleOf,
  isCancellable,
  isEditable,
  liveCardOfPlate,
  liveOrderOfPlate,
  lockPlate,
  missingParts,
  orderOf,
  orderView,
  orderViews,
  requireUser,
  type OrderRow,
} from './etc.access';
import { etcCards, etcContracts, etcIssuerNotifications, etcOrderEvents, etcOrders } from './etc.table';

/*
 * ETC applications (docs/etc.md "Applications"): check, create, change and submit, cancel, read;
 * and the issuer's side of them: its answers and notifications applied once, never backwards.
 * The issuer is asked outside any transaction (its local simulator keeps its records in the same
 * database, and the embedded one has a single connection); each call applies once by its own
 * rule (the issuer answers the same order for the same reference, versions never go back).
 */

/** An application the issuer has not moved for this long is asked about when it is read. */
export const POLL_AFTER_MS = 15_000;
/** States the issuer is working on (a read asks it when they last too long). */
const ISSUER_BUSY: readonly EtcOrderStatus[] = ['submitted', 'reviewing', 'approved', 'issued'];

type VehicleFields = Pick<
  OrderRow,
  'vehicleSource' | 'vehicleId' | 'plateNumber' | 'plateColor' | 'ownerName' | 'vin' | 'axles' | 'totalWeightKg' | 'lengthMm' | 'vehicleClass' | 'licenseFrontFileId' | 'licenseBackFileId'
>;

const at = () => nowDate();

/** Who moved a step of the issuer's history (the applicant submits, cancels and activates). */
const actorOf = (status: EtcOrderStatus) => (status === 'submitted' || status === 'cancelled' || status === 'activated' ? 'user' : 'issuer');

// ---------------------------------------------------------------------------------------------
// etcCheckIssue

export async function checkIssue(deps: AppDeps, principal: Principal | null, query: z.output<typeof EtcCheckIssueQuery>): Promise<EtcIssueCheck> {
  const { userId } = requireUser(principal);
  const { db } = deps;
  const blockers: EtcIssueCheck['blockers'] = [];
  let plateNumber = query.plateNumber;
  let plateColor = query.plateColor as string | undefined;
  let certifiedVehicleId: number | null = null;
  if (query.vehicleId !== undefined) {
    const vehicle = await certifiedVehicleOf(db, userId, { vehicleId: query.vehicleId });
    // Someone else's vehicle (or none) answers like a missing one: ids are not to be probed.
    if (!vehicle) throw notFound('etc.vehicleNotCertified');
    plateNumber = vehicle.plateNumber;
    plateColor = vehicle.plateColor;
    certifiedVehicleId = vehicle.id;
  } else {
    certifiedVehicleId = (await certifiedVehicleOf(db, userId, { plateNumber: plateNumber! }))?.id ?? null;
  }
  if (!(ETC_PLATE_COLORS as readonly string[]).includes(plateColor!) || plateColorProblem(plateNumber!, plateColor!) !== null) blockers.push('etc.plateColor');
  if (await liveCardOfPlate(db, plateNumber!)) blockers.push('etc.plateHasCard');
  const liveOrder = await liveOrderOfPlate(db, plateNumber!);
  if (liveOrder) blockers.push('etc.plateHasApplication');
  if (!(await approvedRealName(db, deps.config.tokenSecret, userId))) blockers.push('etc.realNameRequired');
  return {
    plateNumber: plateNumber!,
    plateColor: plateColor!,
    eligible: blockers.length === 0,
    blockers,
    certifiedVehicleId,
    myLiveOrderId: liveOrder?.userId === userId ? liveOrder.id : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The vehicle part

/** The vehicle columns of an application from its input: a certified vehicle's own fields, or the typed ones (photos the caller's uploads). */
async function vehicleFields(db: Executor, userId: number, input: z.output<typeof EtcVehicleInput>): Promise<VehicleFields> {
  const vehicleClass = truckClassOf(input);
  const measured = { axles: input.axles, totalWeightKg: input.totalWeightKg, lengthMm: input.lengthMm, vehicleClass };
  if (input.source === 'certified') {
    const vehicle = await certifiedVehicleOf(db, userId, { vehicleId: input.vehicleId! });
    if (!vehicle) throw notFound('etc.vehicleNotCertified');
    const problem = etcPlateColorProblem(vehicle.plateColor, vehicleClass) ?? plateColorProblem(vehicle.plateNumber, vehicle.plateColor);
    if (problem) throw badRequest('etc.plateColor', {}, [fieldError('plateColor', 'etc.plateColor')]);
    return {
      vehicleSource: 'certified',
      vehicleId: vehicle.id,
      plateNumber: vehicle.plateNumber,
      plateColor: vehicle.plateColor,
      ownerName: vehicle.ownerName,
      vin: vehicle.vin,
      licenseFrontFileId: vehicle.licenseFrontFileId,
      licenseBackFileId: vehicle.licenseBackFileId,
      ...measured,
    };
  }
  const photos = [input.licenseFrontFileId!, input.licenseBackFileId!];
  const owned = await db.select({ id: files.id }).from(files).where(and(inArray(files.id, photos), eq(files.ownerId, userId)));
  const missing = (['licenseFrontFileId', 'licenseBackFileId'] as const).filter((field) => !owned.some((file) => file.id === input[field]));
  if (missing.length > 0 || input.licenseFrontFileId === input.licenseBackFileId) {
    throw badRequest('etc.photosNotYours', {}, (missing.length ? missing : (['licenseBackFileId'] as const)).map((field) => fieldError(`vehicle.${field}`, 'etc.photosNotYours')));
  }
  return {
    vehicleSource: 'typed',
    vehicleId: null,
    plateNumber: input.plateNumber!,
    plateColor: input.plateColor!,
    ownerName: input.ownerName!,
    vin: input.vin ?? null,
    licenseFrontFileId: input.licenseFrontFileId!,
    licenseBackFileId: input.licenseBackFileId!,
    ...measured,
  };
}

/** Refuses a plate that has a live card, or a live application other than `exceptOrderId` (under the plate's lock). */
async function requireFreePlate(tx: Executor, plateNumber: string, exceptOrderId?: number): Promise<void> {
  await lockPlate(tx, plateNumber);
  if (await liveCardOfPlate(tx, plateNumber)) throw conflict('etc.plateHasCard');
  if (await liveOrderOfPlate(tx, plateNumber, exceptOrderId)) throw conflict('etc.plateHasApplication');
}

async function addEvent(tx: Executor, orderId: number, status: EtcOrderStatus, actor: 'user' | 'issuer' | 'platform', note: string | null, when: Date, notifyId: string | null = null) {
  await tx.insert(etcOrderEvents).values({ orderId, status, actor, note, notifyId, at: when, recordedAt: nowDate() });
}

// ---------------------------------------------------------------------------------------------
// createOrder

export async function createOrder(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcCreateOrder>): Promise<EtcOrder> {
  const { userId } = requireUser(principal);
  // Its own transaction (a savepoint inside the Idempotency-Key's): the plate's lock holds until the insert commits.
  return deps.db.transaction((db) => createOrderIn(db, deps, userId, body));
}

async function createOrderIn(db: Executor, deps: AppDeps, userId: number, body: z.output<typeof EtcCreateOrder>): Promise<EtcOrder> {
  if (!(await approvedRealName(db, deps.config.tokenSecret, userId))) throw conflict('etc.realNameRequired');
  const vehicle = await vehicleFields(db, userId, body.vehicle);
  await requireFreePlate(db, vehicle.plateNumber);
  const now = at();
  let row: OrderRow;
  try {
    [row] = await db
      .insert(etcOrders)
      .values({ orderNo: `T${randomBytes(10).toString('hex')}`.slice(0, 24), userId, status: 'draft', ...vehicle, handleMethod: body.handleMethod ?? null, createdAt: now, updatedAt: now })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('etc.plateHasApplication');
    throw error;
  }
  const orderNo = `ETC${chinaToday(now.getTime()).replaceAll('-', '')}${String(row.id).padStart(6, '0')}`;
  [row] = await db.update(etcOrders).set({ orderNo }).where(eq(etcOrders.id, row.id)).returning();
  await addEvent(db, row.id, 'draft', 'user', null, now);
  return orderView(db, row);
}

// ---------------------------------------------------------------------------------------------
// updateOrder

/** Whether the body asks only to submit (a replayed submit answers the application as it is). */
const onlySubmit = (body: z.output<typeof EtcUpdateOrder>) =>
  body.vehicle === undefined && body.handleMethod === undefined && body.channelCode === undefined && body.contractId === undefined && body.address === undefined && body.outletStationId === undefined;

/** The edits of an updateOrder, checked, as column values. */
async function editsOf(tx: Executor, userId: number, order: OrderRow, body: z.output<typeof EtcUpdateOrder>): Promise<Partial<OrderRow>> {
  const edits: Partial<OrderRow> = {};
  if (body.vehicle) {
    const vehicle = await vehicleFields(tx, userId, body.vehicle);
    if (vehicle.plateNumber !== order.plateNumber) await requireFreePlate(tx, vehicle.plateNumber, order.id);
    Object.assign(edits, vehicle);
  }
  if (body.handleMethod) edits.handleMethod = body.handleMethod;
  if (body.channelCode !== undefined) {
    if (!signChannelOf(body.channelCode)) throw badField('channelCode', 'etc.unknownChannel');
    edits.channelCode = body.channelCode;
    // A contract of another bank no longer fits.
    if (order.contractId && body.contractId === undefined) {
      const [contract] = await tx.select().from(etcContracts).where(eq(etcContracts.id, order.contractId));
      if (contract && contract.channelCode !== body.channelCode) edits.contractId = null;
    }
  }
  if (body.contractId !== undefined) {
    const [contract] = await tx.select().from(etcContracts).where(and(eq(etcContracts.id, body.contractId), eq(etcContracts.userId, userId)));
    if (!contract || contract.status !== 'signed') throw badField('contractId', 'etc.contractNotUsable');
    const [holder] = await tx
      .select({ id: etcOrders.id })
      .from(etcOrders)
      .where(and(eq(etcOrders.contractId, contract.id), inArray(etcOrders.status, [...ETC_LIVE_ORDER_STATUSES])));
    if (holder && holder.id !== order.id) throw badField('contractId', 'etc.contractNotUsable');
    const channel = body.channelCode ?? order.channelCode;
    if (channel && channel !== contract.channelCode) throw badField('contractId', 'etc.channelMismatch');
    edits.contractId = contract.id;
    edits.channelCode = contract.channelCode;
  }
  if (body.address) {
    Object.assign(edits, {
      receiverName: body.address.receiverName,
      receiverMobile: body.address.receiverMobile,
      adCode: body.address.adCode,
      areaName: body.address.areaName,
      addressDetail: body.address.detail,
    });
  }
  if (body.outletStationId !== undefined) {
    const [station] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, body.outletStationId));
    if (!station) throw badField('outletStationId', 'etc.unknownOutlet');
    edits.outletStationId = station.id;
  }
  return edits;
}

/**
 * POST updateOrder: edits a draft or rejected application and, with `submit`, sends it to the
 * issuer. Submitting takes the plate under its lock (a rejected application had let it go), then
 * asks the issuer outside the transaction, then records the issuer's order and answer; when the
 * issuer cannot be reached, the application goes back to what it was (502).
 */
export async function updateOrder(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcUpdateOrder>): Promise<EtcOrder> {
  const me = requireUser(principal);
  const { userId } = me;
  const before = await orderOf(deps.db, userId, body.orderId);
  if (!isEditable(before.status)) {
    if (body.submit && onlySubmit(body) && before.status !== 'cancelled') return orderView(deps.db, before);
    throw conflict('etc.orderNotEditable');
  }
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await orderOf(tx, userId, body.orderId, true);
    if (!isEditable(order.status)) throw conflict('etc.orderNotEditable');
    const edits = await editsOf(tx, userId, order, body);
    const next = { ...order, ...edits };
    if (!body.submit) {
      const [saved] = await tx.update(etcOrders).set({ ...edits, updatedAt: at() }).where(eq(etcOrders.id, order.id)).returning();
      return { saved, submit: null };
    }
    const missing = missingParts(next);
    if (missing.length > 0) throw badRequest('etc.orderIncomplete', { parts: missing.join(', ') }, missing.map((part) => fieldError(part, 'etc.fieldMissing')));
    await requireFreePlate(tx, next.plateNumber, order.id);
    try {
      const [saved] = await tx
        .update(etcOrders)
        .set({ ...edits, status: 'submitted', rejectReason: null, submittedAt: at(), updatedAt: at() })
        .where(eq(etcOrders.id, order.id))
        .returning();
      return { saved, submit: { previous: order.status } };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('etc.plateHasApplication');
      throw error;
    }
  });
  if (!prepared.submit) return orderView(deps.db, prepared.saved);

  const order = prepared.saved;
  const realName = await approvedRealName(deps.db, deps.config.tokenSecret, userId);
  const [contract] = await deps.db.select().from(etcContracts).where(eq(etcContracts.id, order.contractId!));
  const [outlet] = order.outletStationId ? await deps.db.select().from(stations).where(eq(stations.id, order.outletStationId)) : [];
  let answer: Awaited<ReturnType<AppDeps['providers']['etcIssuer']['submitApplication']>>;
  try {
    if (!realName) throw conflict('etc.realNameRequired');
    answer = await deps.providers.etcIssuer.submitApplication({
      reference: order.orderNo,
      applicantName: realName.name,
      applicantIdNumber: realName.idNumber,
      applicantMobile: me.account.mobile,
      plateNumber: order.plateNumber,
      plateColor: order.plateColor,
      vehicleClass: order.vehicleClass,
      axles: order.axles,
      totalWeightKg: order.totalWeightKg,
      lengthMm: order.lengthMm,
      ownerName: order.ownerName,
      vin: order.vin,
      vehicleCertified: order.vehicleSource === 'certified',
      licensePhotos: Boolean(order.licenseFrontFileId && order.licenseBackFileId),
      handleMethod: order.handleMethod!,
      mailingAddress: order.handleMethod === 'mail' ? `${order.areaName} ${order.addressDetail} ${order.receiverName} ${order.receiverMobile}` : null,
      outletCode: outlet?.code ?? null,
      contractNo: contract.contractNo!,
    });
  } catch (error) {
    await deps.db
      .update(etcOrders)
      .set({ status: prepared.submit.previous, submittedAt: before.submittedAt, rejectReason: prepared.submit.previous === 'rejected' ? (before.rejectReason ?? '-') : null, updatedAt: at() })
      .where(and(eq(etcOrders.id, order.id), eq(etcOrders.status, 'submitted')));
    if (error instanceof AppError) throw error;
    throw Object.assign(appError(502, 'etc.issuerUnavailable'), { cause: error });
  }
  return deps.db.transaction(async (tx) => {
    const row = await orderOf(tx, userId, order.id, true);
    if (!row.issuerOrderNo) await tx.update(etcOrders).set({ issuerOrderNo: answer.issuerOrderNo }).where(eq(etcOrders.id, row.id));
    const applied = await applyIssuerState(tx, { ...row, issuerOrderNo: answer.issuerOrderNo }, answer.state, null);
    return orderView(tx, applied);
  });
}

// ---------------------------------------------------------------------------------------------
// cancelOrder

/** Frees what a cancelled application held: its contract is released (the plate is free as the application is no longer live). */
async function release(tx: Executor, order: OrderRow, when: Date): Promise<void> {
  if (!order.contractId) return;
  await tx.update(etcContracts).set({ status: 'released', releasedAt: when }).where(and(eq(etcContracts.id, order.contractId), eq(etcContracts.status, 'signed')));
}

/**
 * POST cancelOrder: a draft is cancelled here; a submitted one is cancelled at the issuer first
 * (refused once the card is issued: 409, and the issuer's answer is recorded). Either way the
 * plate and the contract are released. Cancelling a cancelled application answers it as it is.
 */
export async function cancelOrder(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcCancelOrder>): Promise<EtcOrder> {
  const { userId } = requireUser(principal);
  const order = await orderOf(deps.db, userId, body.orderId);
  if (order.status === 'cancelled') return orderView(deps.db, order);
  if (!isCancellable(order.status)) throw conflict('etc.orderNotCancellable');
  const reason = body.reason ?? null;
  if (order.issuerOrderNo) {
    const answer = await deps.providers.etcIssuer.cancelApplication(order.issuerOrderNo);
    if (answer.state) {
      await deps.db.transaction(async (tx) => {
        const row = await orderOf(tx, userId, order.id, true);
        await applyIssuerState(tx, row, answer.state!, null, reason);
      });
    }
    if (answer.status === 'refused') throw conflict(answer.reason === 'alreadyIssued' ? 'etc.orderAlreadyIssued' : 'etc.orderNotCancellable');
    return orderView(deps.db, await orderOf(deps.db, userId, order.id));
  }
  return deps.db.transaction(async (tx) => {
    const row = await orderOf(tx, userId, order.id, true);
    if (row.status === 'cancelled') return orderView(tx, row);
    if (!isCancellable(row.status) || row.issuerOrderNo) throw conflict('etc.orderNotCancellable');
    const now = at();
    const [cancelled] = await tx
      .update(etcOrders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(etcOrders.id, row.id))
      .returning();
    await release(tx, row, now);
    await addEvent(tx, row.id, 'cancelled', 'user', reason, now);
    return orderView(tx, cancelled);
  });
}

// ---------------------------------------------------------------------------------------------
// The issuer's side

/**
 * Applies the issuer's snapshot of an application once and never backwards: only a version above
 * the last applied one changes anything. The steps of its history newer than that version go into
 * the timeline (so a notification that overtook an older one loses no step); a card issued makes
 * the card row (status issued, or active when the snapshot already says activated); a cancellation
 * releases the contract. Answers the application as it is afterwards.
 */
export async function applyIssuerState(tx: Executor, order: OrderRow, state: IssuerApplicationState, notifyId: string | null, cancelReason: string | null = null): Promise<OrderRow> {
  if (state.version <= order.issuerVersion) return order;
  const now = at();
  const status = state.status as EtcOrderStatus;
  const patch: Partial<OrderRow> = { status, issuerVersion: state.version, issuerOrderNo: order.issuerOrderNo ?? state.issuerOrderNo, updatedAt: now };
  if (status === 'rejected') patch.rejectReason = state.rejectReason ?? '-';
  if (status === 'submitted') patch.rejectReason = null;
  for (const field of ['cardNo', 'obuNo', 'trackingNo', 'carrier'] as const) if (state[field]) patch[field] = state[field];
  if (status === 'cancelled') {
    patch.cancelledAt = now;
    patch.cancelReason = cancelReason ?? order.cancelReason;
  }
  const [updated] = await tx.update(etcOrders).set(patch).where(eq(etcOrders.id, order.id)).returning();
  for (const entry of state.history.filter((step) => step.version > order.issuerVersion)) {
    await addEvent(tx, order.id, entry.status, actorOf(entry.status), entry.status === 'cancelled' ? (cancelReason ?? entry.note) : entry.note, new Date(entry.at), notifyId);
  }
  if (status === 'cancelled') await release(tx, order, now);
  if (['issued', 'shipped', 'readyForPickup', 'activated'].includes(status) && updated.cardNo && updated.obuNo) {
    await cardOfOrder(tx, updated, status === 'activated', new Date(state.at));
  }
  return updated;
}

/** The card row of an issued application (made once; activated when the issuer says so). */
async function cardOfOrder(tx: Executor, order: OrderRow, activated: boolean, when: Date): Promise<void> {
  const [existing] = await tx.select().from(etcCards).where(eq(etcCards.orderId, order.id));
  if (!existing) {
    await lockPlate(tx, order.plateNumber);
    try {
      // In a savepoint: on PostgreSQL a failed statement would otherwise abort the whole transaction.
      await tx.transaction((sp) => sp.insert(etcCards).values({
        userId: order.userId,
        source: 'applied',
        orderId: order.id,
        cardNo: order.cardNo!,
        obuNo: order.obuNo!,
        plateNumber: order.plateNumber,
        plateColor: order.plateColor,
        vehicleClass: order.vehicleClass,
        vehicleId: order.vehicleId,
        contractId: order.contractId,
        status: activated ? 'active' : 'issued',
        issuedAt: when,
        activatedAt: activated ? when : null,
        activatedVia: null,
        createdAt: nowDate(),
      }));
    } catch (error) {
      // The plate got a live card meanwhile (bound by someone): the issuer's records settle it; nothing to add here.
      if (!isUniqueViolation(error)) throw error;
    }
    return;
  }
  if (activated && existing.status === 'issued') {
    await tx.update(etcCards).set({ status: 'active', activatedAt: when }).where(and(eq(etcCards.id, existing.id), eq(etcCards.status, 'issued')));
  }
}

/**
 * The sweeper's share (etc.routes.ts starts it): applications the issuer is working on that have
 * not moved for POLL_AFTER_MS are asked about (oldest first, a batch), so a lost notification
 * does not leave an application standing when nobody reads it. Safe on several nodes at once:
 * answers apply by version.
 */
export async function sweepEtcApplications(deps: AppDeps, batch = 50): Promise<number> {
  const due = new Date(nowDate().getTime() - POLL_AFTER_MS);
  const quiet = await deps.db
    .select()
    .from(etcOrders)
    .where(and(inArray(etcOrders.status, [...ISSUER_BUSY]), lt(etcOrders.updatedAt, due), isNotNull(etcOrders.issuerOrderNo)))
    .orderBy(asc(etcOrders.updatedAt))
    .limit(batch);
  for (const order of quiet) await pollIssuer(deps, order);
  return quiet.length;
}

/** Asks the issuer about an application it has not moved for a while, and applies the answer. */
async function pollIssuer(deps: AppDeps, order: OrderRow): Promise<void> {
  if (!order.issuerOrderNo) return;
  const state = await deps.providers.etcIssuer.queryApplication(order.issuerOrderNo);
  if (!state || state.version <= order.issuerVersion) return;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(etcOrders).where(eq(etcOrders.id, order.id)).for('update');
    await applyIssuerState(tx, row, state, null);
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET orderQuery: one application of the caller with its timeline; the issuer is asked when it has been quiet a while. */
export async function orderQuery(deps: AppDeps, principal: Principal | null, orderId: number): Promise<EtcOrder> {
  const { userId } = requireUser(principal);
  let order = await orderOf(deps.db, userId, orderId);
  if (ISSUER_BUSY.includes(order.status) && nowDate().getTime() - order.updatedAt.getTime() >= POLL_AFTER_MS) {
    await pollIssuer(deps, order).catch((error) => {
      // The issuer being away must not hide the application: it is shown as last known.
      if (error instanceof AppError) throw error;
    });
    order = await orderOf(deps.db, userId, orderId);
  }
  return orderView(deps.db, order);
}

/** GET myOrders: the caller's applications, newest first. */
export async function myOrders(deps: AppDeps, principal: Principal | null, query: z.output<typeof EtcMyOrdersQuery>) {
  const { userId } = requireUser(principal);
  const where = and(eq(etcOrders.userId, userId), query.scope === 'live' ? inArray(etcOrders.status, [...ETC_LIVE_ORDER_STATUSES]) : undefined);
  const [{ n }] = await deps.db.select({ n: count() }).from(etcOrders).where(where);
  const rows = await deps.db
    .select()
    .from(etcOrders)
    .where(where)
    .orderBy(desc(etcOrders.createdAt), desc(etcOrders.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return toPage(await orderViews(deps.db, rows), n, query.current, query.size);
}

// ---------------------------------------------------------------------------------------------
// Notifications

/**
 * An application notification: applied once (the notification row is taken in the transaction
 * that applies it; a redelivery finds it) and never backwards (versions). An issuer order the
 * platform does not know yet (the submit's answer not recorded yet) is 404: the issuer delivers
 * it again later.
 */
export async function applyApplicationNotification(deps: AppDeps, body: Extract<z.output<typeof EtcIssuerNotify>, { kind: 'application' }>): Promise<'applied' | 'stale' | 'duplicate'> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(etcOrders).where(eq(etcOrders.issuerOrderNo, body.issuerOrderNo)).for('update');
    if (!order) throw notFound('etc.unknownIssuerOrder');
    const fresh = body.version > order.issuerVersion;
    const taken = await tx
      .insert(etcIssuerNotifications)
      .values({ notifyId: body.notifyId, kind: 'application', subject: body.issuerOrderNo, version: body.version, outcome: fresh ? 'applied' : 'stale', orderId: order.id, receivedAt: nowDate() })
      .onConflictDoNothing()
      .returning({ notifyId: etcIssuerNotifications.notifyId });
    if (taken.length === 0) return 'duplicate';
    if (!fresh) return 'stale';
    const { kind: _kind, notifyId: _notifyId, ...state } = body;
    await applyIssuerState(tx, order, state, body.notifyId);
    return 'applied';
  });
}

/** Whether a plate's live application exists for this user (tests, other modules). */
export async function liveOrderOf(db: Executor, userId: number, plateNumber: string): Promise<OrderRow | null> {
  const order = await liveOrderOfPlate(db, plateNumber);
  return order && order.userId === userId ? order : null;
}


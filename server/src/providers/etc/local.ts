import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { searchCardBin } from 'bankcard';
import type { z } from 'zod';
import { etcNotifyCanonical, ETC_SIGNATURE_HEADER, MAX_AXLES, type EtcIssuerNotify, type EtcOrderStatus } from '@/lib/contract/etc';
import type { Db } from '../../db/types';
import { now } from '../../modules/clock';
import type { SmsProvider } from '../sms/sms.provider';
import { SimRecords } from '../sim/records';
import { signChannelOf } from './channels.data';
import {
  ETC_NOTIFY_PATH,
  type EtcIssuer,
  type IssuerActivateAnswer,
  type IssuerApplicationState,
  type IssuerCancelAnswer,
  type IssuerCard,
  type IssuerSubmission,
  type WithholdingCheck,
  type WithholdingStart,
  type WithholdingStarted,
} from './etc.provider';
import { LocalTollRoad, type TripReport } from './tolls';

/**
 * The ETC issuer run locally (docs/etc.md "The issuer simulator"). What a real issuer keeps is kept
 * on "its side" in provider_sim_records (applications 'etc.app', cards 'etc.card', plates
 * 'etc.plate', withholding signings 'etc.sign'), so every API node sees the same.
 *
 * Review is asynchronous: submitted → reviewing → approved | rejected → issued (card + OBU numbers)
 * → shipped (mail, with a tracking number) | readyForPickup (outlet), each step STEP_DELAY_MS ×
 * timeScale after the one before (timeScale 0: steps happen only when a test calls `step`). A
 * step due while no timer ran (a restart) happens when the application is next queried.
 * It rejects what a real issuer would detect: a plate that already has a live card at the issuer,
 * a plate on its deny list (any plate containing 444: "vehicle under enforcement"), a total weight
 * above the legal limit for the axles (GB 1589: 18 t on 2 axles, 25 t on 3, 31 t on 4, 43 t on 5,
 * 49 t on 6), a typed vehicle without its licence photos.
 * Every step is a signed notification (X-Etc-Signature, HMAC-SHA256 with the shared key over
 * etcNotifyCanonical) carrying the application's snapshot and version, delivered after a random
 * delay (so close steps arrive in any order), sometimes twice, retried until the platform answers
 * SUCCESS. Activation succeeds only for the card + OBU issued together for that plate.
 */

/** Delay before each automatic step, ms (× timeScale). */
export const STEP_DELAY_MS: Partial<Record<EtcOrderStatus, number>> = {
  submitted: 3_000,
  reviewing: 8_000,
  approved: 8_000,
  issued: 8_000,
};
/** Retries of an unacknowledged notification, ms (× timeScale), like the payment gateway's schedule, shortened. */
export const ETC_NOTIFY_RETRY_MS = [15, 15, 30, 180, 600, 1800, 3600].map((s) => s * 1000);
/** GB 1589-2016 total weight limits by axles, kg. */
export const AXLE_WEIGHT_LIMIT_KG: Readonly<Record<number, number>> = { 2: 18_000, 3: 25_000, 4: 31_000, 5: 43_000, 6: 49_000 };
const DENY_LIST_MARK = '444';
/** The local issuer's card network prefix (福建 3501) and OBU prefix. */
const CARD_PREFIX = '35012326';
const OBU_PREFIX = '3501';
const CODE_TTL_MS = 5 * 60_000;
const MAX_CODE_TRIES = 5;

export type EtcNotification = z.output<typeof EtcIssuerNotify>;
/** Sends one notification to the platform; answers the HTTP status and body it got. */
export type EtcNotifyDelivery = (notifyUrl: string, body: EtcNotification, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface LocalEtcIssuerOptions {
  /** HMAC key shared with the platform. */
  key: string;
  /** Multiplies STEP_DELAY_MS and the retry schedule; 0: no automatic steps (tests call `step`). */
  timeScale: number;
  /** Chance (0-1) that a notification is also sent a second time, a little later. */
  duplicateRate: number;
  /** A notification goes out after a random delay up to this (so close steps may arrive in any order). */
  maxFirstDelayMs: number;
}

interface HistoryEntry {
  version: number;
  status: EtcOrderStatus;
  at: string;
  note: string | null;
}

interface AppRecord {
  state: EtcOrderStatus;
  issuerOrderNo: string;
  reference: string;
  version: number;
  at: string;
  submission: IssuerSubmission;
  rejectReason: string | null;
  cardNo: string | null;
  obuNo: string | null;
  trackingNo: string | null;
  carrier: string | null;
  history: HistoryEntry[];
  /** When the next automatic step is due (ms since epoch), null when none. */
  dueAt: number | null;
}

interface CardRecord extends IssuerCard {
  issuerOrderNo: string | null;
  /** When it was activated (ISO; the toll side charges passages from then on). */
  activatedAt?: string;
}

interface PlateRecord {
  state: 'live' | 'free';
  cardNo: string | null;
}

interface SignRecord {
  state: 'pending' | 'verified' | 'signed' | 'failed';
  secretHash: string;
  tries: number;
  expiresAt: number;
  contractNo: string | null;
  channelCode: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the local issuer signs; the platform checks the same (lib/contract etcNotifyCanonical). */
export function signEtcNotification(key: string, notification: Record<string, unknown>): string {
  return createHmac('sha256', key).update(etcNotifyCanonical(notification)).digest('hex');
}

/** Why the issuer rejects a submission (its own reason text), or null when it approves. */
export function reviewProblem(submission: IssuerSubmission, plateHasCard: boolean): string | null {
  if (plateHasCard) return '该车牌已在发行方办理ETC卡，请先注销原卡 (the plate already has an ETC card at the issuer)';
  if (submission.plateNumber.includes(DENY_LIST_MARK)) return '车辆处于稽查黑名单，暂不能办理 (the vehicle is on the issuer\'s deny list)';
  const limit = AXLE_WEIGHT_LIMIT_KG[Math.min(submission.axles, MAX_AXLES)];
  if (limit !== undefined && submission.totalWeightKg > limit) {
    return `总质量超过${submission.axles}轴货车上限${limit / 1000}吨，请核对行驶证 (total weight above the ${limit / 1000} t limit for ${submission.axles} axles)`;
  }
  if (!submission.vehicleCertified && !submission.licensePhotos) return '缺少行驶证照片 (the vehicle licence photos are missing)';
  return null;
}

export class LocalEtcIssuer implements EtcIssuer {
  private readonly apps: SimRecords<AppRecord>;
  private readonly cards: SimRecords<CardRecord>;
  private readonly plates: SimRecords<PlateRecord>;
  private readonly signings: SimRecords<SignRecord>;
  /** The toll side (tolls.ts, helper B): passages seen on the road, charged to active cards. */
  readonly road: LocalTollRoad;
  private readonly timers = new Set<NodeJS.Timeout>();
  private delivery: EtcNotifyDelivery | null = null;
  private closed = false;

  constructor(
    db: Db,
    private readonly sms: SmsProvider,
    private readonly options: LocalEtcIssuerOptions,
    private readonly log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  ) {
    this.apps = new SimRecords(db, 'etc.app');
    this.cards = new SimRecords(db, 'etc.card');
    this.plates = new SimRecords(db, 'etc.plate');
    this.signings = new SimRecords(db, 'etc.sign');
    this.road = new LocalTollRoad(db, {
      activeCardOfPlate: (plateNumber) => this.activeCardOfPlate(plateNumber),
      send: (body) => this.send(body),
      log,
    });
  }

  /** Tolls (tolls.ts): the road saw the truck's positions; completed passages are charged and notified. */
  async reportTrip(report: TripReport): Promise<void> {
    await this.road.observe(report);
  }

  /** The plate's active card at the issuer (the toll side charges it), or null. */
  private async activeCardOfPlate(plateNumber: string) {
    const plate = await this.plates.find(plateNumber);
    const card = plate?.state === 'live' && plate.cardNo ? await this.cards.find(plate.cardNo) : null;
    if (!card || card.state !== 'active') return null;
    return { cardNo: card.cardNo, vehicleClass: card.vehicleClass, activatedAt: card.activatedAt ? new Date(card.activatedAt) : null };
  }

  useDelivery(delivery: EtcNotifyDelivery): void {
    this.delivery = delivery;
  }

  get automatic(): boolean {
    return this.options.timeScale > 0;
  }

  // -------------------------------------------------------------------------------------------
  // Applications

  static issuerOrderNoOf(reference: string): string {
    return `FJ${digest(`etc-app:${reference}`).slice(0, 16).toUpperCase()}`;
  }

  async submitApplication(submission: IssuerSubmission): Promise<{ issuerOrderNo: string; state: IssuerApplicationState }> {
    const issuerOrderNo = LocalEtcIssuer.issuerOrderNoOf(submission.reference);
    const at = new Date(now()).toISOString();
    const fresh: AppRecord = {
      state: 'submitted',
      issuerOrderNo,
      reference: submission.reference,
      version: 1,
      at,
      submission,
      rejectReason: null,
      cardNo: null,
      obuNo: null,
      trackingNo: null,
      carrier: null,
      history: [{ version: 1, status: 'submitted', at, note: null }],
      dueAt: this.dueAfter('submitted'),
    };
    if (await this.apps.insert(issuerOrderNo, fresh)) {
      this.schedule(issuerOrderNo, fresh.dueAt);
      return { issuerOrderNo, state: this.snapshot(fresh) };
    }
    // Known: a rejected application is resubmitted (fixed); anything else answers as it is.
    const known = (await this.apps.find(issuerOrderNo))!;
    if (known.state !== 'rejected') return { issuerOrderNo, state: this.snapshot(known) };
    const version = known.version + 1;
    const resubmitted = await this.apps.transition(issuerOrderNo, 'rejected', {
      state: 'submitted',
      version,
      at,
      submission,
      rejectReason: null,
      history: [...known.history, { version, status: 'submitted', at, note: null }],
      dueAt: this.dueAfter('submitted'),
    });
    const record = resubmitted ?? (await this.apps.find(issuerOrderNo))!;
    if (resubmitted) this.schedule(issuerOrderNo, resubmitted.dueAt);
    return { issuerOrderNo, state: this.snapshot(record) };
  }

  async cancelApplication(issuerOrderNo: string): Promise<IssuerCancelAnswer> {
    for (;;) {
      const record = await this.apps.find(issuerOrderNo);
      if (!record) return { status: 'refused', reason: 'unknown', state: null };
      if (record.state === 'cancelled') return { status: 'cancelled', state: this.snapshot(record) };
      if (!['submitted', 'reviewing', 'approved', 'rejected'].includes(record.state)) {
        return { status: 'refused', reason: 'alreadyIssued', state: this.snapshot(record) };
      }
      const moved = await this.move(record, 'cancelled', { note: null, dueAt: null });
      // Another step won the race: look again.
      if (moved) return { status: 'cancelled', state: this.snapshot(moved) };
    }
  }

  async queryApplication(issuerOrderNo: string): Promise<IssuerApplicationState | null> {
    let record = await this.apps.find(issuerOrderNo);
    // Steps that fell due while no timer ran (a restart) happen now.
    while (record && this.automatic && record.dueAt !== null && record.dueAt <= now()) {
      record = (await this.advance(record)) ?? (await this.apps.find(issuerOrderNo));
    }
    return record && this.snapshot(record);
  }

  /** Tests: the application's next step now (its notification goes to the delivery); null when there is none. */
  async step(issuerOrderNo: string): Promise<IssuerApplicationState | null> {
    const record = await this.apps.find(issuerOrderNo);
    if (!record) return null;
    const moved = await this.advance(record);
    return moved && this.snapshot(moved);
  }

  /** The application's record on the issuer's side (tests, docs). */
  findApplication(issuerOrderNo: string): Promise<AppRecord | null> {
    return this.apps.find(issuerOrderNo);
  }

  /** The signed notification of an application's current snapshot (what the issuer would POST). */
  async notificationOf(issuerOrderNo: string): Promise<{ body: EtcNotification; signature: string } | null> {
    const record = await this.apps.find(issuerOrderNo);
    if (!record) return null;
    const body: EtcNotification = { kind: 'application', notifyId: randomUUID(), ...this.snapshot(record) };
    return { body, signature: this.sign(body) };
  }

  // -------------------------------------------------------------------------------------------
  // Cards

  async activate(request: { cardNo: string; obuNo: string; plateNumber: string }): Promise<IssuerActivateAnswer> {
    const card = await this.cards.find(request.cardNo);
    if (!card) return { status: 'refused', reason: 'unknownCard' };
    if (card.obuNo !== request.obuNo || card.plateNumber !== request.plateNumber) return { status: 'refused', reason: 'mismatch' };
    if (card.state === 'cancelled') return { status: 'refused', reason: 'notIssued' };
    if (card.state === 'issued') await this.cards.transition(card.cardNo, 'issued', { state: 'active', activatedAt: new Date(now()).toISOString() });
    if (!card.issuerOrderNo) return { status: 'activated', state: null };
    const record = await this.apps.find(card.issuerOrderNo);
    if (record && ['issued', 'shipped', 'readyForPickup'].includes(record.state)) {
      const moved = await this.move(record, 'activated', { note: null, dueAt: null });
      if (moved) return { status: 'activated', state: this.snapshot(moved) };
    }
    const current = await this.apps.find(card.issuerOrderNo);
    return { status: 'activated', state: current && this.snapshot(current) };
  }

  async findCard(cardNo: string): Promise<IssuerCard | null> {
    const card = await this.cards.find(cardNo);
    return card && { cardNo: card.cardNo, obuNo: card.obuNo, plateNumber: card.plateNumber, plateColor: card.plateColor, vehicleClass: card.vehicleClass, state: card.state };
  }

  /**
   * A card issued outside the platform (sold at an outlet, say): what a driver binds with
   * bindCard. Tests and demo data; refused (null) when the plate already has a live card here.
   */
  async issueExternalCard(vehicle: { plateNumber: string; plateColor: string; vehicleClass: number }, state: 'issued' | 'active' = 'active'): Promise<IssuerCard | null> {
    const numbers = this.newNumbers();
    if (!(await this.takePlate(vehicle.plateNumber, numbers.cardNo))) return null;
    const card: CardRecord = { ...numbers, ...vehicle, state, issuerOrderNo: null };
    await this.cards.insert(card.cardNo, card);
    return this.findCard(card.cardNo);
  }

  /** The active cards of the issuer with their plates (the toll side charges them). */
  cardRecord(cardNo: string): Promise<CardRecord | null> {
    return this.cards.find(cardNo);
  }

  // -------------------------------------------------------------------------------------------
  // Withholding contracts

  async startWithholding(request: WithholdingStart): Promise<WithholdingStarted> {
    const bin = searchCardBin(request.cardNumber);
    if (!bin) return { status: 'refused', reason: 'unknownCard' };
    const channel = signChannelOf(request.channelCode);
    if (!channel || channel.code !== bin.bankCode) return { status: 'refused', reason: 'bankMismatch' };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const signingId = randomUUID();
    await this.signings.insert(signingId, {
      state: 'pending',
      secretHash: digest(`${signingId}:${code}`),
      tries: 0,
      expiresAt: now() + CODE_TTL_MS,
      contractNo: null,
      channelCode: channel.code,
    });
    await this.sms.send(request.mobile, 'verificationCode', { code, type: 'etcWithholding', minutes: '5' });
    return { status: 'started', signingId };
  }

  async confirmWithholding(signingId: string, code: string): Promise<WithholdingCheck> {
    const record = await this.signings.find(signingId);
    if (!record || record.state === 'failed') return 'failed';
    if (record.state !== 'pending') return 'verified';
    if (record.expiresAt <= now()) {
      await this.signings.transition(signingId, 'pending', { state: 'failed' });
      return 'failed';
    }
    if (digest(`${signingId}:${code}`) === record.secretHash) {
      await this.signings.transition(signingId, 'pending', { state: 'verified' });
      return 'verified';
    }
    const tries = record.tries + 1;
    await this.signings.transition(signingId, 'pending', tries >= MAX_CODE_TRIES ? { state: 'failed', tries } : { tries });
    return tries >= MAX_CODE_TRIES ? 'failed' : 'wrong';
  }

  async signWithholding(signingId: string, _agreementVersion: string): Promise<{ contractNo: string } | null> {
    const record = await this.signings.find(signingId);
    if (!record) return null;
    if (record.state === 'signed') return { contractNo: record.contractNo! };
    if (record.state !== 'verified') return null;
    const contractNo = `${record.channelCode}${now()}${randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 40);
    const signed = await this.signings.transition(signingId, 'verified', { state: 'signed', contractNo });
    return signed ? { contractNo: signed.contractNo! } : this.signWithholding(signingId, _agreementVersion);
  }

  // -------------------------------------------------------------------------------------------
  // Notifications

  verifyNotification(notification: EtcNotification, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    const expected = Buffer.from(this.sign(notification), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  sign(notification: EtcNotification): string {
    return signEtcNotification(this.options.key, notification as unknown as Record<string, unknown>);
  }

  /**
   * Sends a notification the way the issuer does: after a random delay, sometimes twice, retried
   * until acknowledged (timeScale 0: once, at once, awaited). The toll side (tolls*.ts) sends its
   * toll transactions through this too.
   */
  async send(body: EtcNotification): Promise<void> {
    if (!this.automatic) {
      await this.deliver(body, ETC_NOTIFY_RETRY_MS.length);
      return;
    }
    this.later(Math.random() * this.options.maxFirstDelayMs, () => this.deliver(body, 0));
    if (Math.random() < this.options.duplicateRate) {
      this.later(Math.random() * this.options.maxFirstDelayMs * 2, () => this.deliver(body, ETC_NOTIFY_RETRY_MS.length));
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  // -------------------------------------------------------------------------------------------

  private snapshot(record: AppRecord): IssuerApplicationState {
    return {
      issuerOrderNo: record.issuerOrderNo,
      version: record.version,
      status: record.state as IssuerApplicationState['status'],
      at: record.at,
      rejectReason: record.rejectReason,
      cardNo: record.cardNo,
      obuNo: record.obuNo,
      trackingNo: record.trackingNo,
      carrier: record.carrier,
      history: record.history,
    };
  }

  private dueAfter(state: EtcOrderStatus): number | null {
    const delay = STEP_DELAY_MS[state];
    return delay === undefined || !this.automatic ? null : now() + delay * this.options.timeScale;
  }

  private schedule(issuerOrderNo: string, dueAt: number | null): void {
    if (dueAt === null || !this.automatic) return;
    this.later(Math.max(0, dueAt - now()), async () => {
      const record = await this.apps.find(issuerOrderNo);
      if (record && record.dueAt !== null && record.dueAt <= now()) await this.advance(record);
    });
  }

  /** Moves the record to `to` (only from the state it was read in), with the next version and a history entry; notifies. */
  private async move(record: AppRecord, to: EtcOrderStatus, patch: Partial<AppRecord> & { note: string | null }): Promise<AppRecord | null> {
    const { note, ...fields } = patch;
    const at = new Date(now()).toISOString();
    const version = record.version + 1;
    const moved = await this.apps.transition(record.issuerOrderNo, record.state, {
      ...fields,
      state: to,
      version,
      at,
      history: [...record.history, { version, status: to, at, note }],
    });
    if (!moved || moved.version !== version) return null;
    this.schedule(moved.issuerOrderNo, moved.dueAt);
    await this.send({ kind: 'application', notifyId: randomUUID(), ...this.snapshot(moved) });
    return moved;
  }

  /** The next review step of an application, or null when it waits for someone else (or another node took it). */
  private async advance(record: AppRecord): Promise<AppRecord | null> {
    switch (record.state) {
      case 'submitted':
        return this.move(record, 'reviewing', { note: null, dueAt: this.dueAfter('reviewing') });
      case 'reviewing': {
        const plate = await this.plates.find(record.submission.plateNumber);
        const problem = reviewProblem(record.submission, plate?.state === 'live');
        return problem
          ? this.move(record, 'rejected', { note: problem, rejectReason: problem, dueAt: null })
          : this.move(record, 'approved', { note: null, dueAt: this.dueAfter('approved') });
      }
      case 'approved': {
        const numbers = this.newNumbers();
        if (!(await this.takePlate(record.submission.plateNumber, numbers.cardNo))) {
          const problem = reviewProblem(record.submission, true)!;
          return this.move(record, 'rejected', { note: problem, rejectReason: problem, dueAt: null });
        }
        const { submission } = record;
        await this.cards.insert(numbers.cardNo, {
          ...numbers,
          plateNumber: submission.plateNumber,
          plateColor: submission.plateColor,
          vehicleClass: submission.vehicleClass,
          state: 'issued',
          issuerOrderNo: record.issuerOrderNo,
        });
        return this.move(record, 'issued', { note: `${numbers.cardNo} / ${numbers.obuNo}`, ...numbers, dueAt: this.dueAfter('issued') });
      }
      case 'issued':
        if (record.submission.handleMethod === 'mail') {
          const trackingNo = `SF${String(randomInt(1e11, 1e12))}`;
          return this.move(record, 'shipped', { note: `顺丰速运 ${trackingNo}`, trackingNo, carrier: '顺丰速运', dueAt: null });
        }
        return this.move(record, 'readyForPickup', { note: record.submission.outletCode, dueAt: null });
      default:
        return null;
    }
  }

  private newNumbers(): { cardNo: string; obuNo: string } {
    return {
      cardNo: `${CARD_PREFIX}${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`,
      obuNo: `${OBU_PREFIX}${randomBytes(6).toString('hex').toUpperCase()}`,
    };
  }

  /** The plate's one live card at the issuer; false when it has one already. */
  private async takePlate(plateNumber: string, cardNo: string): Promise<boolean> {
    if (await this.plates.insert(plateNumber, { state: 'live', cardNo })) return true;
    return (await this.plates.transition(plateNumber, 'free', { state: 'live', cardNo })) !== null;
  }

  /** One delivery; on anything but SUCCESS the next retry, until the schedule runs out. */
  private async deliver(body: EtcNotification, attempt: number): Promise<void> {
    if (this.closed || !this.delivery) return;
    let ok = false;
    try {
      const answer = await this.delivery(ETC_NOTIFY_PATH, body, { [ETC_SIGNATURE_HEADER]: this.sign(body) });
      ok = answer.status >= 200 && answer.status < 300 && /"code"\s*:\s*"SUCCESS"/.test(answer.body);
      if (!ok) this.log.warn({ etc: { notifyId: body.notifyId, attempt, status: answer.status } }, 'local ETC issuer: notification not acknowledged');
    } catch (error) {
      this.log.warn({ etc: { notifyId: body.notifyId, attempt }, err: error }, 'local ETC issuer: notification delivery failed');
    }
    if (!ok && attempt < ETC_NOTIFY_RETRY_MS.length && this.automatic) {
      this.later(ETC_NOTIFY_RETRY_MS[attempt] * this.options.timeScale, () => this.deliver(body, attempt + 1));
    }
  }

  private later(ms: number, run: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run().catch((error) => this.log.warn({ err: error }, 'local ETC issuer: step failed'));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

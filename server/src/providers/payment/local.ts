import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/types';
import { SimRecords } from '../sim/records';
import {
  PAY_SIGNATURE_HEADER,
  type GatewayNotification,
  type GatewayOrder,
  type GatewayOrderState,
  type PaymentGateway,
} from './payment.provider';

/** Where the local gateway's payment pages are served (mounted by the money module). */
export const LOCAL_PAY_PAGE_PREFIX = '/logistics/api/pay/local/';

/**
 * WeChat Pay's notification retry schedule after the first attempt: 15 retries over about 24 h
 * (15s 15s 30s 3m 10m 20m 30m 30m 30m 60m 3h 3h 3h 6h 6h).
 */
export const NOTIFY_RETRY_SCHEDULE_MS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600].map((s) => s * 1000);

/** Sends one notification to the platform; answers the HTTP status and body it got. */
export type NotifyDelivery = (notifyUrl: string, body: GatewayNotification, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface LocalGatewayOptions {
  /** HMAC key shared with the platform (the merchant API key of a real gateway). */
  key: string;
  /** Multiplies the retry schedule (0.01 turns 24 h into about 14 minutes). */
  timeScale: number;
  /** Chance (0-1) that a notification is also sent a second time, a little later. */
  duplicateRate: number;
  /** The first notification goes out after a random delay up to this, so orders paid together are notified in any order. */
  maxFirstDelayMs: number;
}

interface OrderRecord extends GatewayOrder {
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
}

/**
 * A payment gateway run locally: orders kept on its side (provider_sim_records), a payment page
 * at LOCAL_PAY_PAGE_PREFIX<outTradeNo>, and notifications delivered like WeChat Pay's: signed,
 * asynchronous, retried on the schedule until the platform answers SUCCESS, sometimes twice and in
 * any order. Delivery is whatever `useDelivery` installs (in-process, or HTTP to a load balancer).
 */
export class LocalPaymentGateway implements PaymentGateway {
  private readonly orders: SimRecords<OrderRecord>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private delivery: NotifyDelivery | null = null;
  private closed = false;

  constructor(
    db: Db,
    private readonly options: LocalGatewayOptions,
    private readonly log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  ) {
    this.orders = new SimRecords(db, 'pay.order');
  }

  useDelivery(delivery: NotifyDelivery): void {
    this.delivery = delivery;
  }

  async createOrder(order: GatewayOrder): Promise<{ payUrl: string }> {
    await this.orders.insert(order.outTradeNo, { ...order, state: 'NOTPAY', transactionId: null, successTime: null });
    return { payUrl: LOCAL_PAY_PAGE_PREFIX + encodeURIComponent(order.outTradeNo) };
  }

  async queryOrder(outTradeNo: string): Promise<GatewayOrderState | null> {
    const order = await this.orders.find(outTradeNo);
    return order && { outTradeNo, state: order.state, amountFen: order.amountFen, transactionId: order.transactionId, successTime: order.successTime };
  }

  /** The order behind a payment page. */
  find(outTradeNo: string): Promise<OrderRecord | null> {
    return this.orders.find(outTradeNo);
  }

  /** The payer paid on the page: the order succeeds once and its notification starts. */
  async pay(outTradeNo: string): Promise<OrderRecord | null> {
    const paid = await this.orders.transition(outTradeNo, 'NOTPAY', {
      state: 'SUCCESS',
      transactionId: `420000${Date.now()}${randomBytes(4).toString('hex')}`,
      successTime: new Date().toISOString(),
    });
    if (paid) this.startNotifying(paid);
    return paid ?? this.orders.find(outTradeNo);
  }

  /** The payer gave up on the page: the order closes (and is notified as CLOSED). */
  async cancel(outTradeNo: string): Promise<OrderRecord | null> {
    const closed = await this.orders.transition(outTradeNo, 'NOTPAY', { state: 'CLOSED' });
    if (closed) this.startNotifying(closed);
    return closed ?? this.orders.find(outTradeNo);
  }

  /** The signed notification of an order's current state (what the gateway would POST). */
  notificationOf(order: OrderRecord): { body: GatewayNotification; signature: string } {
    const body: GatewayNotification = {
      notifyId: randomUUID(),
      outTradeNo: order.outTradeNo,
      transactionId: order.transactionId ?? `closed-${order.outTradeNo}`.slice(0, 64),
      tradeState: order.state === 'SUCCESS' ? 'SUCCESS' : 'CLOSED',
      amountFen: order.amountFen,
      successTime: order.successTime,
      timestamp: new Date().toISOString(),
    };
    return { body, signature: this.sign(body) };
  }

  verifyNotification(notification: GatewayNotification, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    const expected = Buffer.from(this.sign(notification), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  sign(n: GatewayNotification): string {
    const fields = [n.notifyId, n.outTradeNo, n.transactionId, n.tradeState, String(n.amountFen), n.successTime ?? '', n.timestamp];
    return createHmac('sha256', this.options.key).update(fields.join('\n')).digest('hex');
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private startNotifying(order: OrderRecord): void {
    this.later(Math.random() * this.options.maxFirstDelayMs, () => this.deliver(order, 0));
    if (Math.random() < this.options.duplicateRate) {
      this.later(Math.random() * this.options.maxFirstDelayMs * 2, () => this.deliver(order, NOTIFY_RETRY_SCHEDULE_MS.length));
    }
  }

  /** One delivery; on anything but SUCCESS the next retry of the schedule, until it runs out. */
  private async deliver(order: OrderRecord, attempt: number): Promise<void> {
    if (this.closed || !this.delivery) return;
    const { body, signature } = this.notificationOf(order);
    let ok = false;
    try {
      const answer = await this.delivery(order.notifyUrl, body, { [PAY_SIGNATURE_HEADER]: signature });
      ok = answer.status >= 200 && answer.status < 300 && /"code"\s*:\s*"SUCCESS"/.test(answer.body);
      if (!ok) this.log.warn({ pay: { outTradeNo: order.outTradeNo, attempt, status: answer.status } }, 'local gateway: notification not acknowledged');
    } catch (error) {
      this.log.warn({ pay: { outTradeNo: order.outTradeNo, attempt }, err: error }, 'local gateway: notification delivery failed');
    }
    if (!ok && attempt < NOTIFY_RETRY_SCHEDULE_MS.length) {
      this.later(NOTIFY_RETRY_SCHEDULE_MS[attempt] * this.options.timeScale, () => this.deliver(order, attempt + 1));
    }
  }

  private later(ms: number, run: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

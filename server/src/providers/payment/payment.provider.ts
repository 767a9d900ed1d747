/**
 * The payment gateway (WeChat Pay style): the platform creates an order, the payer pays on the
 * gateway's page (or through the app shell's wxPay), and the gateway notifies the platform's
 * notify URL asynchronously, signed, retrying until it gets SUCCESS, possibly more than once and
 * in any order. The platform verifies each notification, checks the amount, applies it once, and
 * polls queryOrder for orders whose notification has not come.
 */

export interface GatewayOrder {
  /** The platform's payment id (out_trade_no). */
  outTradeNo: string;
  amountFen: number;
  description: string;
  /** Path on the platform the gateway POSTs notifications to. */
  notifyUrl: string;
  /** Where the payer's browser goes after paying (or cancelling). */
  returnUrl: string;
}

export type GatewayTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED';

export interface GatewayOrderState {
  outTradeNo: string;
  state: GatewayTradeState;
  amountFen: number;
  transactionId: string | null;
  successTime: string | null;
}

/** A notification as the gateway sends it (lib/contract PaymentNotify), signature in X-Pay-Signature. */
export interface GatewayNotification {
  notifyId: string;
  outTradeNo: string;
  transactionId: string;
  tradeState: 'SUCCESS' | 'CLOSED';
  amountFen: number;
  successTime: string | null;
  timestamp: string;
}

export const PAY_SIGNATURE_HEADER = 'x-pay-signature';

export interface PaymentGateway {
  /** Opens an order; answers the page that pays it. */
  createOrder(order: GatewayOrder): Promise<{ payUrl: string }>;
  /** The gateway's view of an order (null when it does not know it). */
  queryOrder(outTradeNo: string): Promise<GatewayOrderState | null>;
  /** Whether `signature` is the gateway's signature of `notification`. */
  verifyNotification(notification: GatewayNotification, signature: string | undefined): boolean;
  /** Stops anything the provider runs in the background (retry timers). */
  close(): void;
}

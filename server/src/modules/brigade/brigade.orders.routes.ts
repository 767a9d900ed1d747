import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { KEY_CLAIMED_BY_SERVICE, mountEndpoint } from '../../http/route';
import { PAY_SIGNATURE_HEADER } from '../../providers/payment/payment.provider';
import { idempotencyKeyOf } from '../idempotency/idempotency';
import { confirmReceipt, opsShip, opsShipments } from './brigade.delivery';
import { cancelOrder, deleteOrder, listOrders, orderBill, saveOrder } from './brigade.orders';
import { startBrigadeSweeper } from './brigade.orders.jobs';
import { orderPayStatus, orderPaymentNotify, payOrder } from './brigade.orders.payments';
import { refundOrder, refundReasons } from './brigade.orders.refunds';

const calls = endpoints.brigade;

/** The shop's orders, payments, refunds and delivery (the buyer's own; the gateway's notification; the shipping desk). */
export function registerBrigadeOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.saveOrder, ({ body }, { principal, deps }) => saveOrder(deps, principal, body));
  // The key is claimed by the service: a gateway order is opened outside the key's transaction.
  mountEndpoint(app, calls.pay, ({ params, body }, { principal, request }) => payOrder(deps, principal, idempotencyKeyOf(request), params.orderId, body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.payStatus, ({ params }, { principal }) => orderPayStatus(deps, principal, params.orderId));
  mountEndpoint(app, calls.payNotify, ({ body }, { request }) => {
    const signature = request.headers[PAY_SIGNATURE_HEADER];
    return orderPaymentNotify(deps, Array.isArray(signature) ? signature[0] : signature, body);
  });
  mountEndpoint(app, calls.orders, ({ query }, { principal }) => listOrders(deps, principal, query));
  mountEndpoint(app, calls.bill, ({ params }, { principal }) => orderBill(deps, principal, params.orderId));
  mountEndpoint(app, calls.cancelOrder, ({ params }, { principal, deps }) => cancelOrder(deps, principal, params.orderId));
  mountEndpoint(app, calls.deleteOrder, ({ params }, { principal, deps }) => deleteOrder(deps, principal, params.orderId));
  mountEndpoint(app, calls.refund, ({ params, body }, { principal, deps }) => refundOrder(deps, principal, params.orderId, body));
  mountEndpoint(app, calls.refundReasons, async () => refundReasons());
  mountEndpoint(app, calls.confirmReceipt, ({ params }, { principal, deps }) => confirmReceipt(deps, principal, params.orderId));
  mountEndpoint(app, calls.opsShipments, ({ query }, { principal }) => opsShipments(deps, principal, query));
  mountEndpoint(app, calls.opsShip, ({ params, body }, { principal, deps }) => opsShip(deps, principal, params.orderId, body));
  startBrigadeSweeper(app, deps);
}

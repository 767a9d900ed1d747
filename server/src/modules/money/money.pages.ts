import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { simulatorDelivery } from '../background';
import { LOCAL_PAY_PAGE_PREFIX, LocalPaymentGateway } from '../../providers/payment/local';
import { renderCashierPage, renderMissingOrderPage } from '../../providers/payment/local.page';

/**
 * The local payment gateway's side, when it is the configured gateway and the configuration allows
 * simulators (never in production without ALLOW_SIMULATORS=1: the cashier page pays without
 * money): its cashier pages (GET
 * shows the order, POST pays or cancels it) and how its notifications reach the platform: over
 * HTTP to PAYMENT_NOTIFY_BASE_URL (a load balancer in front of several nodes), or into this
 * node's own HTTP stack, where they are verified like any gateway's.
 */

const CashierAction = z.object({ action: z.enum(['pay', 'cancel']) });

export function registerLocalGateway(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.providers.payment;
  if (!deps.config.simulators || !(gateway instanceof LocalPaymentGateway)) return;
  gateway.useDelivery(simulatorDelivery(app, deps));
  app.addHook('onClose', async () => gateway.close());

  const url = `${LOCAL_PAY_PAGE_PREFIX}:outTradeNo`;
  app.get<{ Params: { outTradeNo: string } }>(url, async (request, reply) => {
    const order = await gateway.find(request.params.outTradeNo);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!order) return reply.code(404).send(renderMissingOrderPage());
    return renderCashierPage(order);
  });
  app.post<{ Params: { outTradeNo: string } }>(url, async (request) => {
    const parsed = CashierAction.safeParse(request.body);
    if (!parsed.success) throw badRequest('money.choosePayOrCancel');
    const order = parsed.data.action === 'pay' ? await gateway.pay(request.params.outTradeNo) : await gateway.cancel(request.params.outTradeNo);
    if (!order) throw notFound('money.noSuchOrder');
    return { redirect: order.returnUrl, state: order.state };
  });
}

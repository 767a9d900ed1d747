import type { FastifyInstance } from 'fastify';
import { endpoints, ETC_SIGNATURE_HEADER } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { simulatorDelivery, startSweeper } from '../background';
import { PROVIDER_OUTSIDE_TRANSACTION, mountEndpoint } from '../../http/route';
import { LocalEtcIssuer } from '../../providers/etc/local';
import { activate, bindCard, cardInfo, checkSafetyCode, myCards, ocr, sendSafetyCode, unbindCard } from './etc.cards';
import { issuerNotify } from './etc.notify';
import { POLL_AFTER_MS, cancelOrder, checkIssue, createOrder, myOrders, orderQuery, sweepEtcApplications, updateOrder } from './etc.orders';
import { contractInfo, signChannels, signConfirm, signStart, signVerify } from './etc.signing';
import { registerEtcTollRoutes } from './etc.tolls.routes';

const calls = endpoints.etc;

/**
 * ETC toll cards (app service, docs/etc.md): applications, withholding contracts, cards,
 * activation, the issuer's notifications; the toll side (bills, waybill tolls) in etc.tolls.routes.ts.
 * Calls that ask the issuer run outside the Idempotency-Key's transaction (its local simulator keeps
 * its records in the same database) and apply once by their own rules (docs/etc.md "Applying once").
 */
export function registerEtcRoutes(app: FastifyInstance, deps: AppDeps): void {
  const outside = PROVIDER_OUTSIDE_TRANSACTION;
  mountEndpoint(app, calls.etcCheckIssue, ({ query }, { principal }) => checkIssue(deps, principal, query));
  mountEndpoint(app, calls.createOrder, ({ body }, { principal, deps }) => createOrder(deps, principal, body));
  mountEndpoint(app, calls.updateOrder, ({ body }, { principal }) => updateOrder(deps, principal, body), outside);
  mountEndpoint(app, calls.cancelOrder, ({ body }, { principal }) => cancelOrder(deps, principal, body), outside);
  mountEndpoint(app, calls.orderQuery, ({ query }, { principal }) => orderQuery(deps, principal, query.orderId));
  mountEndpoint(app, calls.myOrders, ({ query }, { principal }) => myOrders(deps, principal, query));
  mountEndpoint(app, calls.ocr, ({ body }, { principal }) => ocr(deps, principal, body));
  mountEndpoint(app, calls.signChannel, (_input, { principal }) => signChannels(deps, principal));
  mountEndpoint(app, calls.signStart, ({ body }, { principal }) => signStart(deps, principal, body), outside);
  mountEndpoint(app, calls.signVerify, ({ body }, { principal }) => signVerify(deps, principal, body), outside);
  mountEndpoint(app, calls.signConfirm, ({ body }, { principal }) => signConfirm(deps, principal, body), outside);
  mountEndpoint(app, calls.contractInfo, ({ query }, { principal }) => contractInfo(deps, principal, query.contractId));
  // The SMS code's own limits and single use make a replay harmless; no key transaction needed.
  mountEndpoint(app, calls.sendSafetyCode, ({ body }, { principal, ip }) => sendSafetyCode(deps, principal, body, ip), outside);
  mountEndpoint(app, calls.checkSafetyCode, ({ body }, { principal }) => checkSafetyCode(deps, principal, body), outside);
  mountEndpoint(app, calls.myCards, ({ query }, { principal }) => myCards(deps, principal, query));
  mountEndpoint(app, calls.cardInfo, ({ query }, { principal }) => cardInfo(deps, principal, query.etcCardId));
  mountEndpoint(app, calls.bindCard, ({ body }, { principal }) => bindCard(deps, principal, body), outside);
  mountEndpoint(app, calls.unbindCard, ({ body }, { principal }) => unbindCard(deps, principal, body), outside);
  mountEndpoint(app, calls.activate, ({ body }, { principal }) => activate(deps, principal, body), outside);
  mountEndpoint(app, calls.issuerNotify, ({ body }, { request }) => {
    const signature = request.headers[ETC_SIGNATURE_HEADER];
    return issuerNotify(deps, Array.isArray(signature) ? signature[0] : signature, body);
  });
  registerEtcTollRoutes(app, deps);
  registerLocalIssuer(app, deps);
  // Quiet applications are asked about (off where the money jobs are off: tests run it themselves).
  startSweeper(app, 'etc', deps.config.money.jobsEveryMs > 0 ? POLL_AFTER_MS : 0, () => sweepEtcApplications(deps));
}

/** The local issuer's notifications reach the platform like the local gateway's (background.ts simulatorDelivery). */
function registerLocalIssuer(app: FastifyInstance, deps: AppDeps): void {
  const issuer = deps.providers.etcIssuer;
  if (!deps.config.simulators || !(issuer instanceof LocalEtcIssuer)) return;
  issuer.useDelivery(simulatorDelivery(app, deps));
  app.addHook('onClose', async () => issuer.close());
}

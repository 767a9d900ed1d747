import type { z } from 'zod';
import type { EtcIssuerNotify } from '@/lib/contract/etc';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { applyApplicationNotification } from './etc.orders';
import { applyTollNotification } from './etc.tolls';

/**
 * POST issuer/notify: the issuer's signed notification (X-Etc-Signature over etcNotifyCanonical).
 * A forged or missing signature is 403 and changes nothing. An application notification is applied
 * once and never backwards (etc.orders.ts); a toll once (etc.tolls.ts). Duplicates and stale ones
 * are acknowledged (SUCCESS), so the issuer stops sending them; an issuer order the platform does
 * not know yet is 404, so the issuer sends it again later.
 */
export async function issuerNotify(deps: AppDeps, signature: string | undefined, body: z.output<typeof EtcIssuerNotify>) {
  if (!deps.providers.etcIssuer.verifyNotification(body, signature)) throw forbidden('etc.badNotificationSignature');
  const outcome = body.kind === 'application' ? await applyApplicationNotification(deps, body) : await applyTollNotification(deps, body);
  return { code: 'SUCCESS' as const, message: outcome };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, appError, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import { isErrorCode } from '@/lib/i18n/errors/catalogue';
import { ESIGN_SIGNATURE_HEADER } from '../../providers/esign/esign.provider';
import { LOCAL_ESIGN_PAGE_PREFIX, LocalEsignProvider } from '../../providers/esign/local';
import { renderMissingPage, renderSigningPage } from '../../providers/esign/local.page';
import { nowDate } from '../clock';

/**
 * The local e-sign vendor's pages (only when the local provider is configured and simulators are
 * allowed, see config.simulators): GET shows the contract with a name field and a signature pad;
 * POST records name, time, IP and the drawn signature, then calls the platform's callback through the HTTP stack with the vendor's HMAC
 * (verified there like any vendor's) and answers where to send the signer back to.
 */

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const SignForm = z.object({
  signerName: z.string().trim().min(1).max(30),
  signatureImage: z.string().max(400_000).regex(PNG_DATA_URL, 'must be a PNG data URL'),
});

export function registerLocalEsignPages(app: FastifyInstance, deps: AppDeps): void {
  const provider = deps.providers.esign;
  if (!deps.config.simulators || !(provider instanceof LocalEsignProvider)) return;
  const url = `${LOCAL_ESIGN_PAGE_PREFIX}:signingId`;

  app.get<{ Params: { signingId: string } }>(url, async (request, reply) => {
    const signing = await provider.find(request.params.signingId);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!signing) return reply.code(404).send(renderMissingPage());
    return renderSigningPage(signing);
  });

  app.post<{ Params: { signingId: string } }>(url, async (request) => {
    const signing = await provider.find(request.params.signingId);
    if (!signing) throw notFound('esign.noSuchSigning');
    if (signing.signed) throw conflict('esign.alreadySignedHere');
    const parsed = SignForm.safeParse(request.body);
    if (!parsed.success) {
      throw badRequest('esign.formIncomplete', {}, parsed.error.issues.map((i) => fieldError(i.path.join('.'), 'request.fieldInvalid')));
    }
    const completion = await provider.complete(signing, {
      name: parsed.data.signerName,
      at: nowDate(),
      ip: request.ip,
      image: parsed.data.signatureImage,
    });
    const callback = await app.inject({
      method: 'POST',
      url: signing.callbackUrl,
      payload: completion,
      headers: { [ESIGN_SIGNATURE_HEADER]: provider.sign(completion) },
    });
    if (callback.statusCode !== 200) {
      // The platform's own refusal (its code) is the clearest thing to show the signer.
      const answer = callback.json() as { error?: string; params?: Record<string, string | number> };
      throw isErrorCode(answer.error) ? new AppError(callback.statusCode, answer.error, answer.params) : appError(callback.statusCode, 'esign.platformRefused', { status: callback.statusCode });
    }
    return { redirect: signing.returnUrl };
  });
}

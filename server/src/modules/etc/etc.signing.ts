import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EtcContract, EtcSignChannels, EtcSignConfirm, EtcSignStart, EtcSignStarted, EtcSignVerify } from '@/lib/contract/etc';
import type { AppDeps } from '../../deps';
import { AppError, appError, badField, conflict, notFound, tooManyRequests } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { ETC_SIGN_CHANNELS, signChannelOf } from '../../providers/etc/channels.data';
import { nowDate } from '../clock';
import { decryptIdCardNo } from '../identity/identity.secrets';
import { approvedRealName } from '../money/money.access';
import { bankCards, ledgerAccounts } from '../money/money.table';
import { contractOf, contractViews, orderOf, requireUser } from './etc.access';
import { etcContracts } from './etc.table';

/*
 * Withholding contracts (docs/etc.md "Withholding"): the bank channels, and the three signing
 * steps on a verified personal bank card of the applicant (their own name on the card): start
 * (the bank texts a code to the card's reserved mobile), verify the code, accept the agreement.
 * The issuer's bank channel is asked outside any transaction; each step applies once by the
 * contract's state (a repeated step answers the contract as it is).
 */

/** One signing start per mobile per this many seconds (the bank texts a code each time). */
export const SIGN_RESEND_SECONDS = 60;
export const SIGN_CODE_SECONDS = 300;

/** The caller's verified personal cards (of their own personal wallet). */
async function verifiedCardsOf(deps: AppDeps, userId: number) {
  return deps.db
    .select({ card: bankCards })
    .from(bankCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, bankCards.accountId))
    .where(and(eq(ledgerAccounts.holderKind, 'personal'), eq(ledgerAccounts.holderId, userId), eq(ledgerAccounts.code, 'wallet'), eq(bankCards.kind, 'personal')));
}

/** GET SignChannel: the banks, each with the caller's verified cards of that bank. */
export async function signChannels(deps: AppDeps, principal: Principal | null): Promise<z.output<typeof EtcSignChannels>> {
  const { userId } = requireUser(principal);
  const cards = (await verifiedCardsOf(deps, userId)).map((row) => row.card).filter((card) => card.status === 'verified');
  return {
    channels: ETC_SIGN_CHANNELS.map((channel) => ({
      code: channel.code,
      bankName: channel.bankName,
      description: channel.description,
      myCards: cards
        .filter((card) => card.bankCode === channel.code)
        .map((card) => ({ bankCardId: card.id, bankName: card.bankName, last4: card.last4, holderName: card.holderName })),
    })),
  };
}

const view = async (deps: AppDeps, row: typeof etcContracts.$inferSelect): Promise<EtcContract> => (await contractViews(deps.db, [row]))[0];

/**
 * POST sign/start (signing1): the card must be the caller's own verified personal card, in their
 * real name, of the chosen channel's bank. The bank texts a code to the card's reserved mobile.
 */
export async function signStart(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcSignStart>): Promise<z.output<typeof EtcSignStarted>> {
  const me = requireUser(principal);
  const { userId } = me;
  if (body.orderId !== undefined) await orderOf(deps.db, userId, body.orderId);
  const channel = signChannelOf(body.channelCode);
  if (!channel) throw badField('channelCode', 'etc.unknownChannel');
  const card = (await verifiedCardsOf(deps, userId)).map((row) => row.card).find((c) => c.id === body.bankCardId);
  if (!card || card.status === 'unbound') throw notFound('etc.bankCardNotFound');
  if (card.status !== 'verified') throw conflict('etc.bankCardNotVerified');
  const realName = await approvedRealName(deps.db, deps.config.tokenSecret, userId);
  if (!realName) throw conflict('etc.realNameRequired');
  if (card.holderName !== realName.name) throw conflict('etc.bankCardNotApplicants');
  if (card.bankCode !== channel.code) throw conflict('etc.channelBankMismatch');
  // Per mobile the bank texts (a number gets at most one signing code a minute).
  const mobile = card.reservedMobile ?? me.account.mobile;
  const cooldown = `etc:sign:cooldown:${mobile}`;
  if (!(await deps.kv.setIfAbsent(cooldown, '1', SIGN_RESEND_SECONDS))) {
    const left = Math.max(1, await deps.kv.ttl(cooldown));
    throw tooManyRequests('etc.signTooSoon', left, { seconds: left });
  }
  let started: Awaited<ReturnType<AppDeps['providers']['etcIssuer']['startWithholding']>>;
  try {
    started = await deps.providers.etcIssuer.startWithholding({
      channelCode: channel.code,
      cardNumber: decryptIdCardNo(deps.config.tokenSecret, card.numberCipher),
      holderName: card.holderName,
      idNumber: realName.idNumber,
      mobile,
    });
  } catch (error) {
    await deps.kv.del(cooldown);
    if (error instanceof AppError) throw error;
    throw Object.assign(appError(502, 'etc.issuerUnavailable'), { cause: error });
  }
  if (started.status === 'refused') {
    await deps.kv.del(cooldown);
    throw conflict(started.reason === 'bankMismatch' ? 'etc.channelBankMismatch' : 'etc.bankRefused');
  }
  const [row] = await deps.db
    .insert(etcContracts)
    .values({
      userId,
      bankCardId: card.id,
      channelCode: channel.code,
      bankName: card.bankName,
      cardLast4: card.last4,
      holderName: card.holderName,
      status: 'started',
      smsRef: started.signingId,
      createdAt: nowDate(),
    })
    .returning();
  return { contract: await view(deps, row), resendAfter: SIGN_RESEND_SECONDS, expiresIn: SIGN_CODE_SECONDS };
}

/** POST sign/verify (signing2): the bank's code. Wrong: 400 on smsCode; too many wrong: the signing fails (409). */
export async function signVerify(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcSignVerify>): Promise<EtcContract> {
  const { userId } = requireUser(principal);
  const contract = await contractOf(deps.db, userId, body.contractId);
  if (contract.status === 'failed') throw conflict('etc.contractFailed');
  if (contract.status !== 'started') return view(deps, contract);
  const answer = await deps.providers.etcIssuer.confirmWithholding(contract.smsRef!, body.smsCode);
  if (answer === 'wrong') {
    await deps.db.update(etcContracts).set({ attempts: contract.attempts + 1 }).where(eq(etcContracts.id, contract.id));
    throw badField('smsCode', 'etc.wrongSignCode');
  }
  if (answer === 'failed') {
    await deps.db.update(etcContracts).set({ status: 'failed' }).where(and(eq(etcContracts.id, contract.id), eq(etcContracts.status, 'started')));
    throw conflict('etc.contractFailed');
  }
  const [row] = await deps.db
    .update(etcContracts)
    .set({ status: 'verified', verifiedAt: nowDate() })
    .where(and(eq(etcContracts.id, contract.id), eq(etcContracts.status, 'started')))
    .returning();
  return view(deps, row ?? (await contractOf(deps.db, userId, contract.id)));
}

/** POST sign/confirm (signing3): the agreement accepted; the bank's contract number recorded. */
export async function signConfirm(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcSignConfirm>): Promise<EtcContract> {
  const { userId } = requireUser(principal);
  const contract = await contractOf(deps.db, userId, body.contractId);
  if (contract.status === 'signed') return view(deps, contract);
  if (contract.status !== 'verified') throw conflict(contract.status === 'failed' ? 'etc.contractFailed' : 'etc.contractNotVerified');
  const signed = await deps.providers.etcIssuer.signWithholding(contract.smsRef!, body.agreementVersion);
  if (!signed) throw conflict('etc.contractNotVerified');
  const [row] = await deps.db
    .update(etcContracts)
    .set({ status: 'signed', signedAt: nowDate(), contractNo: signed.contractNo, agreementVersion: body.agreementVersion })
    .where(and(eq(etcContracts.id, contract.id), eq(etcContracts.status, 'verified')))
    .returning();
  return view(deps, row ?? (await contractOf(deps.db, userId, contract.id)));
}

/** GET sign/info: one contract of the caller. */
export async function contractInfo(deps: AppDeps, principal: Principal | null, contractId: number): Promise<EtcContract> {
  const { userId } = requireUser(principal);
  return view(deps, await contractOf(deps.db, userId, contractId));
}

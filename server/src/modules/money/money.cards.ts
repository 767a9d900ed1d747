import { and, desc, eq, inArray } from 'drizzle-orm';
import { searchCardBin } from 'bankcard';
import type { z } from 'zod';
import type { BankCard, EnterpriseCardRequest, EnterpriseCardVerifyRequest, PersonalCardRequest, PersonalCardVerifyRequest } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, badRequest, conflict, fieldError, forbidden, notFound, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { keyedHash } from '../auth/auth.secrets';
import { nowDate } from '../clock';
import { encryptIdCardNo } from '../identity/identity.secrets';
import { maskMobile } from '../goods/goods.view';
import { isUniqueViolation } from '../identity/certification.submit';
import { requireLogistics } from '../waybill/waybill.access';
import { approvedRealName, requireOpenedBank, requireWallet, walletsOf } from './money.access';
import { bankCards, withdrawals } from './money.table';

/**
 * The bank is asked outside any transaction (its simulator keeps its records in the same database,
 * and the embedded one has a single connection); the card row is written after its answer.
 *
 * Bank cards (docs/money.md "Cards"): a personal debit card verified by the bank against the
 * holder's real name, ID, card number and reserved mobile (an SMS code from the bank); a corporate
 * account verified by the small deposit the bank makes. Numbers are stored encrypted, shown as the
 * last four.
 */

type CardRow = typeof bankCards.$inferSelect;
const NO_SUCH_CARD = 'money.noSuchCard';

export function toCardView(card: CardRow): BankCard {
  return {
    id: card.id,
    accountId: card.accountId,
    kind: card.kind,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardTypeName: card.cardTypeName,
    last4: card.last4,
    holderName: card.holderName,
    status: card.status,
    createdAt: card.createdAt.toISOString(),
    verifiedAt: card.verifiedAt?.toISOString() ?? null,
  };
}

/** GET selectBankNameByBankNumber/{n}: the bank of a card number's BIN (the `bankcard` data package). */
export function bankNameOf(principal: Principal | null, number: string) {
  requireLogistics(principal);
  const bin = searchCardBin(number);
  if (!bin) throw notFound('money.unknownCardBank');
  return { bankName: bin.bankName, bankCode: bin.bankCode, cardType: bin.cardType, cardTypeName: bin.cardTypeName };
}

async function insertCard(tx: Executor, row: typeof bankCards.$inferInsert): Promise<CardRow> {
  try {
    const [card] = await tx.insert(bankCards).values(row).returning();
    return card;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('money.cardAlreadyBound');
    throw error;
  }
}

const numberFields = (deps: AppDeps, number: string) => ({
  numberCipher: encryptIdCardNo(deps.config.tokenSecret, number),
  numberHash: keyedHash(deps.config.tokenSecret, 'card-number', number),
  last4: number.slice(-4),
});

/** POST personalBankCard: the bank checks the four elements and texts a code to the reserved mobile. */
export async function addPersonalCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof PersonalCardRequest>) {
  const { userId } = requireLogistics(principal);
  const { db } = deps;
  const wallet = await requireWallet(db, userId, body.accountId);
  if (wallet.holderKind !== 'personal') throw badRequest('money.personalCardForPersonal');
  requireOpenedBank(wallet);
  const person = await approvedRealName(db, deps.config.tokenSecret, userId);
  if (!person) throw forbidden('money.realNameForCard');
  const bin = searchCardBin(body.cardNumber);
  if (!bin) throw badRequest('money.unknownCardBank', {}, [fieldError('cardNumber', 'money.fieldUnknownBank')]);
  if (bin.len && bin.len !== body.cardNumber.length) {
    throw badRequest('money.cardNumberLength', { bank: bin.bankName, digits: bin.len }, [fieldError('cardNumber', 'money.fieldCardDigits', { digits: bin.len })]);
  }
  const started = await deps.providers.bank.startCardCheck({ name: person.name, idNumber: person.idNumber, cardNumber: body.cardNumber, mobile: body.mobile });
  if (started.status === 'refused') throw unprocessable(started.reason, {}, [fieldError('cardNumber', 'bank.fieldRefused')]);
  const card = await insertCard(db, {
    accountId: wallet.account.id,
    addedBy: userId,
    kind: 'personal',
    ...numberFields(deps, body.cardNumber),
    bankName: bin.bankName,
    bankCode: bin.bankCode,
    cardTypeName: bin.cardTypeName,
    holderName: person.name,
    verificationId: started.verificationId,
    reservedMobile: body.mobile,
    status: 'verifying',
    createdAt: nowDate(),
  });
  return { card: toCardView(card), hint: `The bank texted a code to ${maskMobile(body.mobile)}` };
}

/** POST enterpriseBankCard: a corporate account of an enterprise or merchant wallet; the bank deposits a small amount. */
export async function addEnterpriseCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof EnterpriseCardRequest>) {
  const { userId } = requireLogistics(principal);
  const { db } = deps;
  const wallet = await requireWallet(db, userId, body.accountId);
  if (wallet.holderKind === 'personal') throw badRequest('money.corporateForEnterprise');
  requireOpenedBank(wallet);
  const started = await deps.providers.bank.startDepositCheck({ holderName: wallet.holderName, accountNumber: body.cardNumber, bankName: body.bankName });
  if (started.status === 'refused') throw unprocessable(started.reason);
  const card = await insertCard(db, {
    accountId: wallet.account.id,
    addedBy: userId,
    kind: 'enterprise',
    ...numberFields(deps, body.cardNumber),
    bankName: body.bankName,
    branchName: body.branchName,
    holderName: wallet.holderName,
    verificationId: started.verificationId,
    status: 'verifying',
    createdAt: nowDate(),
  });
  return { card: toCardView(card), hint: 'The bank deposited a small amount (0.01-0.99 yuan) into this account: enter it to confirm' };
}

/** A card of a wallet the caller may act for (locked when `lock`); 404 otherwise. */
async function ownCard(tx: Executor, userId: number, cardId: number, lock = true): Promise<CardRow> {
  const query = tx.select().from(bankCards).where(eq(bankCards.id, cardId));
  const [card] = lock ? await query.for('update') : await query;
  if (!card) throw notFound(NO_SUCH_CARD);
  await requireWallet(tx, userId, card.accountId).catch(() => {
    throw notFound(NO_SUCH_CARD);
  });
  return card;
}

/** Confirms a card being verified with the bank's answer; wrong answers count, the last one fails the card. */
async function confirmCard(
  deps: AppDeps,
  principal: Principal | null,
  cardId: number,
  kind: CardRow['kind'],
  ask: (verificationId: string) => Promise<'verified' | 'wrong' | 'failed'>,
  wrong: { field: string; code: 'money.wrongCardCode' | 'money.wrongDeposit' },
) {
  const { userId } = requireLogistics(principal);
  const { db } = deps;
  const card = await ownCard(db, userId, cardId, false);
  if (card.kind !== kind) throw badRequest(kind === 'personal' ? 'money.notPersonalCard' : 'money.notEnterpriseCard');
  if (card.status === 'verified') return toCardView(card);
  if (card.status !== 'verifying') throw conflict('money.cardNotVerifying');
  const answer = await ask(card.verificationId);
  if (answer === 'wrong') throw badField(wrong.field, wrong.code);
  const at = nowDate();
  const [moved] = await db
    .update(bankCards)
    .set(answer === 'verified' ? { status: 'verified', verifiedAt: at } : { status: 'failed' })
    .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'verifying')))
    .returning();
  return toCardView(moved ?? card);
}

/** POST personalBankCard/verify. */
export function verifyPersonalCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof PersonalCardVerifyRequest>) {
  return confirmCard(deps, principal, body.cardId, 'personal', (id) => deps.providers.bank.confirmCardCheck(id, body.smsCode), {
    field: 'smsCode',
    code: 'money.wrongCardCode',
  });
}

/** POST enterpriseBankCard/verify. */
export function verifyEnterpriseCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof EnterpriseCardVerifyRequest>) {
  return confirmCard(deps, principal, body.cardId, 'enterprise', (id) => deps.providers.bank.confirmDepositCheck(id, body.amountFen), {
    field: 'amountFen',
    code: 'money.wrongDeposit',
  });
}

/** GET bankCardList: verified and verifying cards of the caller's wallets (or one). */
export async function bankCardList(deps: AppDeps, principal: Principal | null, accountId: number | undefined) {
  const { userId } = requireLogistics(principal);
  const ids = accountId !== undefined ? [(await requireWallet(deps.db, userId, accountId)).account.id] : (await walletsOf(deps.db, userId)).map((w) => w.account.id);
  const rows = await deps.db
    .select()
    .from(bankCards)
    .where(and(inArray(bankCards.accountId, ids), inArray(bankCards.status, ['verifying', 'verified'])))
    .orderBy(desc(bankCards.id));
  return rows.map(toCardView);
}

/** POST unBindBankCard: not while a cash-out to the card is on its way. */
export async function unbindCard(deps: AppDeps, principal: Principal | null, cardId: number) {
  const { userId } = requireLogistics(principal);
  return deps.db.transaction(async (tx) => {
    const card = await ownCard(tx, userId, cardId);
    if (card.status === 'unbound') return toCardView(card);
    const [busy] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.cardId, card.id), inArray(withdrawals.status, ['requested', 'sentToBank'])))
      .limit(1);
    if (busy) throw conflict('money.cashOutToCardOnWay');
    const [moved] = await tx.update(bankCards).set({ status: 'unbound', unboundAt: nowDate() }).where(eq(bankCards.id, card.id)).returning();
    return toCardView(moved);
  });
}

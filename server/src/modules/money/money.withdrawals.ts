import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Withdrawal, WithdrawalListQuery, WithdrawalRequest } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { sendCode, verifyCode } from '../auth/sms.service';
import { nowDate } from '../clock';
import { maskMobile } from '../goods/goods.view';
import { decryptIdCardNo } from '../identity/identity.secrets';
import { requireLogistics } from '../waybill/waybill.access';
import { runIdempotent } from '../idempotency/idempotency';
import { bankHint, chosenWallet, requireOpenedBank, requireWallet, walletsOf } from './money.access';
import { availableOf, holdTransfer, resolvePending } from './money.ledger';
import { bankCards, walletBankAccounts, withdrawals } from './money.table';

/**
 * Cash-out (docs/money.md "Cash-out"): requested (the amount held by the pending transfer
 * 'withdrawal:<id>') → sentToBank → paid (the transfer posted) or failed (voided: the money is
 * back in the wallet). The bank is asked outside transactions; every step is a conditional UPDATE
 * from the expected status, so two API nodes sweeping at once apply each answer once.
 */

type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A request the bank has not accepted yet is sent again after this long. */
const RESEND_AFTER_MS = 30_000;
/** A withdrawal on its way is asked about again after this long. */
const ASK_AGAIN_AFTER_MS = 2_000;

async function toView(db: Executor, w: WithdrawalRow): Promise<z.infer<typeof Withdrawal>> {
  const [card] = await db.select({ bankName: bankCards.bankName, last4: bankCards.last4 }).from(bankCards).where(eq(bankCards.id, w.cardId));
  const timeline: z.infer<typeof Withdrawal>['timeline'] = [{ status: 'requested', at: w.createdAt.toISOString(), note: null }];
  if (w.sentAt) timeline.push({ status: 'sentToBank', at: w.sentAt.toISOString(), note: null });
  if (w.finishedAt) timeline.push({ status: w.status, at: w.finishedAt.toISOString(), note: w.status === 'failed' ? 'returned to the wallet' : null });
  return {
    id: w.id,
    accountId: w.accountId,
    amountFen: w.amount,
    bankName: card?.bankName ?? '',
    cardLast4: card?.last4 ?? '',
    status: w.status,
    failureReason: bankHint(w.failureReason).text,
    failureError: bankHint(w.failureReason).code,
    createdAt: w.createdAt.toISOString(),
    timeline,
  };
}

/** POST getMsgCode: the cash-out confirmation code, to the caller's own mobile. */
export async function sendWithdrawalCode(deps: AppDeps, principal: Principal | null, ip: string) {
  const me = requireLogistics(principal);
  const mobile = me.account.mobile;
  const sent = await sendCode(deps, { phone: mobile, type: 'withdraw', caller: { kind: 'user', id: me.userId }, ip, ownNumber: true });
  return { ...sent, mobileMasked: maskMobile(mobile) };
}

/** POST withdrawalFromAccount (Idempotency-Key): holds the amount and sends it to the bank. */
export async function withdraw(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof WithdrawalRequest>) {
  const me = requireLogistics(principal);
  const { userId } = me;
  const first = await runIdempotent(deps, userId, key, 'withdrawalFromAccount', body, async (tx) => {
    const wallet = await requireWallet(tx, userId, body.accountId);
    requireOpenedBank(wallet);
    const [card] = await tx.select().from(bankCards).where(and(eq(bankCards.id, body.cardId), eq(bankCards.accountId, wallet.account.id)));
    if (!card) throw notFound('money.noSuchCardOnAccount');
    if (card.status !== 'verified') throw conflict('money.cardNotVerified');
    if (availableOf(wallet.account) < body.amountFen) {
      throw conflict('money.cashOutLimit', { available: (availableOf(wallet.account) / 100).toFixed(2) });
    }
    // The code is checked last, so a refusal above does not use it up.
    await verifyCode(deps, me.account.mobile, 'withdraw', body.smsCode);
    const [row] = await tx
      .insert(withdrawals)
      .values({ accountId: wallet.account.id, cardId: card.id, requestedBy: userId, amount: body.amountFen, status: 'requested', createdAt: nowDate() })
      .returning();
    await holdTransfer(tx, { id: `withdrawal:${row.id}`, debit: wallet.account.id, credit: 'bankPayout', amount: body.amountFen, code: 'withdrawal', ref: `withdrawal:${row.id}` });
    return toView(tx, row);
  });
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, first.id));
  if (row.status === 'requested') await sendToBank(deps, row).catch(() => {});
  return findView(deps, row.id);
}

async function findView(deps: AppDeps, id: number) {
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return toView(deps.db, row);
}

/** Sends a requested withdrawal to the bank (again, if an earlier attempt got no answer: the bank dedupes by reference). */
async function sendToBank(deps: AppDeps, w: WithdrawalRow): Promise<void> {
  await deps.db.update(withdrawals).set({ checkedAt: nowDate() }).where(eq(withdrawals.id, w.id));
  const [card] = await deps.db.select().from(bankCards).where(eq(bankCards.id, w.cardId));
  const [bank] = await deps.db.select().from(walletBankAccounts).where(eq(walletBankAccounts.accountId, w.accountId));
  if (!bank?.subAccountNo) throw badRequest('money.noSubAccount');
  const { bankReference } = await deps.providers.bank.submitWithdrawal({
    reference: `withdrawal-${w.id}`,
    subAccountNo: bank.subAccountNo,
    cardNumber: decryptIdCardNo(deps.config.tokenSecret, card.numberCipher),
    holderName: card.holderName,
    amountFen: w.amount,
  });
  await deps.db
    .update(withdrawals)
    .set({ status: 'sentToBank', bankReference, sentAt: nowDate() })
    .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'requested')));
}

/** Asks the bank about a withdrawal on its way; posts (paid) or voids (failed) its held transfer, once. */
async function askBank(deps: AppDeps, w: WithdrawalRow): Promise<void> {
  if (!w.bankReference) return;
  await deps.db.update(withdrawals).set({ checkedAt: nowDate() }).where(eq(withdrawals.id, w.id));
  const answer = await deps.providers.bank.queryWithdrawal(w.bankReference);
  if (answer.status === 'processing') return;
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(withdrawals)
      .set(answer.status === 'paid' ? { status: 'paid', finishedAt: nowDate() } : { status: 'failed', finishedAt: nowDate(), failureReason: answer.reason })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'sentToBank')))
      .returning();
    if (moved) await resolvePending(tx, `withdrawal:${w.id}`, answer.status === 'paid' ? 'post' : 'void');
  });
}

/** Moves one open withdrawal forward as far as the bank's answers allow now. */
async function advance(deps: AppDeps, w: WithdrawalRow): Promise<void> {
  if (w.status === 'requested') {
    await sendToBank(deps, w);
    const [sent] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    if (sent.status === 'sentToBank') await askBank(deps, sent);
  } else if (w.status === 'sentToBank') {
    await askBank(deps, w);
  }
}

/** The sweeper's share: open withdrawals not looked at lately are moved forward (a batch, oldest first). */
export async function settleWithdrawals(deps: AppDeps, batch = 50): Promise<number> {
  const now = nowDate().getTime();
  const open = await deps.db
    .select()
    .from(withdrawals)
    .where(
      or(
        and(eq(withdrawals.status, 'requested'), or(isNull(withdrawals.checkedAt), lt(withdrawals.checkedAt, new Date(now - RESEND_AFTER_MS)))),
        and(eq(withdrawals.status, 'sentToBank'), or(isNull(withdrawals.checkedAt), lt(withdrawals.checkedAt, new Date(now - ASK_AGAIN_AFTER_MS)))),
      ),
    )
    .orderBy(withdrawals.id)
    .limit(batch);
  for (const w of open) await advance(deps, w).catch(() => {});
  return open.length;
}

/** GET withdrawal/{id}: one of the caller's cash-outs (asked about at the bank when on its way). */
export async function withdrawalDetail(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireLogistics(principal);
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw notFound('money.noSuchCashOut');
  await requireWallet(deps.db, userId, row.accountId).catch(() => {
    throw notFound('money.noSuchCashOut');
  });
  if (row.status === 'sentToBank') await askBank(deps, row).catch(() => {});
  return findView(deps, id);
}

/** GET withdrawalList: the caller's cash-outs (one wallet's, or all they may see), newest first. */
export async function withdrawalList(deps: AppDeps, principal: Principal | null, query: z.output<typeof WithdrawalListQuery>) {
  const { userId } = requireLogistics(principal);
  const ids = query.accountId !== undefined ? [(await chosenWallet(deps.db, userId, query.accountId)).account.id] : (await walletsOf(deps.db, userId)).map((w) => w.account.id);
  const where = inArray(withdrawals.accountId, ids);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .offset((query.current - 1) * query.size)
    .limit(query.size);
  const [{ total }] = await deps.db.select({ total: count() }).from(withdrawals).where(where);
  const records = [];
  for (const row of rows) records.push(await toView(deps.db, row));
  return { records, total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
}

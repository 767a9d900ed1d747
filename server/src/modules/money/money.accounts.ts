import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { MerchantSettlementRequest, OpenAccountRequest } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict, forbidden } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { encryptIdCardNo } from '../identity/identity.secrets';
import { maskCreditCode } from '../owner/owner.service';
import { findEnterpriseById } from '../owner/owner.repository';
import { requireLogistics } from '../waybill/waybill.access';
import { approvedRealName, requireWallet, toWalletView, walletsOf, type Wallet } from './money.access';
import { availableOf, ensureWallet } from './money.ledger';
import { bankCards, ledgerAccounts, merchantSettlements, walletBankAccounts } from './money.table';

/** Wallets and their bank sub-accounts: accountInquiry, creatBankCount, creat00Count, cleanBankCount. */

/** GET accountInquiry: the caller's wallets with balances. */
export async function accountInquiry(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireLogistics(principal);
  return { accounts: (await walletsOf(deps.db, userId)).map(toWalletView) };
}

/**
 * Asks the bank for the wallet's sub-account and records its answer (opened, or refused with why).
 * Outside any transaction: the bank's simulator keeps its records in the same database (and the
 * embedded one has one connection); the bank answers the same sub-account when asked twice.
 */
async function openAtBank(deps: AppDeps, wallet: Wallet, userId: number, documentNumber: string) {
  if (wallet.bank?.status === 'opened') throw conflict('money.alreadyOpen');
  const answer = await deps.providers.bank.openSubAccount({
    holderKind: wallet.holderKind,
    reference: `wallet-${wallet.account.id}`,
    holderName: wallet.holderName,
    documentNumber,
  });
  const row = {
    accountId: wallet.account.id,
    status: answer.status,
    subAccountNo: answer.status === 'opened' ? answer.subAccountNo : (wallet.bank?.subAccountNo ?? null),
    bankMessage: answer.status === 'refused' ? answer.reason : null,
    openedBy: userId,
    updatedAt: nowDate(),
  };
  await deps.db.insert(walletBankAccounts).values(row).onConflictDoUpdate({ target: walletBankAccounts.accountId, set: row });
  return toWalletView({ ...wallet, bank: row });
}

/** POST creatBankCount: opens the bank sub-account of the personal wallet or of an enterprise the caller manages. */
export async function openAccount(deps: AppDeps, principal: Principal | null, body: z.output<typeof OpenAccountRequest>) {
  const { userId } = requireLogistics(principal);
  const wallets = await walletsOf(deps.db, userId);
  if (body.holderKind === 'personal') {
    const person = await approvedRealName(deps.db, deps.config.tokenSecret, userId);
    if (!person) throw forbidden('money.realNameForAccount');
    return openAtBank(deps, wallets[0], userId, person.idNumber);
  }
  const wallet = wallets.find((w) => w.holderKind === 'enterprise' && w.enterpriseId === body.enterpriseId);
  if (!wallet) throw forbidden('money.enterpriseManagerOpens');
  const found = await findEnterpriseById(deps.db, body.enterpriseId!);
  return openAtBank(deps, wallet, userId, found!.enterprise.creditCode);
}

/** POST creat00Count: registers the caller's merchant settlement side and opens its sub-account. */
export async function openMerchantAccount(deps: AppDeps, principal: Principal | null, body: z.output<typeof MerchantSettlementRequest>) {
  const { userId } = requireLogistics(principal);
  const accountId = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(merchantSettlements).where(eq(merchantSettlements.userId, userId)).for('update');
    if (existing) throw conflict('money.merchantRegistered');
    const account = await ensureWallet(tx, 'merchant', userId);
    const secret = deps.config.tokenSecret;
    await tx.insert(merchantSettlements).values({
      userId,
      accountId: account.id,
      merchantName: body.merchantName,
      creditCodeMasked: maskCreditCode(body.creditCode),
      creditCodeCipher: encryptIdCardNo(secret, body.creditCode),
      legalPersonName: body.legalPersonName,
      legalPersonIdCipher: encryptIdCardNo(secret, body.legalPersonIdNumber),
      contactMobile: body.contactMobile,
      storeAddress: body.storeAddress,
      createdAt: nowDate(),
    });
    return account.id;
  });
  await openAtBank(deps, await requireWallet(deps.db, userId, accountId), userId, body.creditCode);
  return (await settlementView(deps.db, userId))!;
}

async function settlementView(db: Executor, userId: number) {
  const [row] = await db.select().from(merchantSettlements).where(eq(merchantSettlements.userId, userId));
  if (!row) return null;
  const wallet = await requireWallet(db, userId, row.accountId);
  return {
    merchantName: row.merchantName,
    creditCodeMasked: row.creditCodeMasked,
    legalPersonName: row.legalPersonName,
    contactMobile: row.contactMobile,
    storeAddress: row.storeAddress,
    account: toWalletView(wallet),
  };
}

/** GET merchantSettlement. */
export async function merchantSettlement(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireLogistics(principal);
  return { settlement: await settlementView(deps.db, userId) };
}

/** POST cleanBankCount: closes an opened sub-account once nothing is left in it; its cards are unbound. */
export async function closeAccount(deps: AppDeps, principal: Principal | null, accountId: number) {
  const { userId } = requireLogistics(principal);
  const closed = await deps.db.transaction(async (tx) => {
    // Locking the ledger row first keeps money from arriving or leaving while the account closes.
    await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).for('update');
    const wallet = await requireWallet(tx, userId, accountId);
    if (wallet.bank?.status !== 'opened' || !wallet.bank.subAccountNo) throw conflict('money.notOpen');
    if (availableOf(wallet.account) !== 0 || wallet.account.debitsPending !== 0) {
      throw conflict('money.closeNotEmpty');
    }
    const at = nowDate();
    await tx
      .update(bankCards)
      .set({ status: 'unbound', unboundAt: at })
      .where(and(eq(bankCards.accountId, accountId), inArray(bankCards.status, ['verifying', 'verified'])));
    await tx.update(walletBankAccounts).set({ status: 'closed', updatedAt: at }).where(eq(walletBankAccounts.accountId, accountId));
    return { ...wallet, bank: { ...wallet.bank, status: 'closed' as const, updatedAt: at } };
  });
  // The platform closed its side first: the bank's close is idempotent and only follows it.
  await deps.providers.bank.closeSubAccount(closed.bank.subAccountNo!);
  return toWalletView(closed);
}

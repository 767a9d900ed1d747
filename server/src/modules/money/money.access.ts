import { and, eq } from 'drizzle-orm';
import type { WalletAccount } from '@/lib/contract/money';
import type { Executor } from '../../db/types';
import { errorText, isErrorCode } from '@/lib/i18n/errors/catalogue';
import { badRequest, notFound } from '../../http/errors';
import { decryptIdCardNo } from '../identity/identity.secrets';
import { findCertification, findRealNameDetails } from '../identity/identity.repository';
import { certifications } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';
import { availableOf, ensureWallet, type LedgerAccount } from './money.ledger';
import { ledgerAccounts, merchantSettlements, walletBankAccounts } from './money.table';

/**
 * Whose wallet is whose (docs/money.md "Who may see and move what"): a person's own wallet; an
 * enterprise's wallet for its manager; a merchant's wallet for the user who registered it.
 * Anything else answers 404, so wallet ids cannot be probed.
 */

export const NO_SUCH_ACCOUNT = 'money.noSuchAccount';

export interface Wallet {
  account: LedgerAccount;
  holderKind: 'personal' | 'enterprise' | 'merchant';
  holderName: string;
  enterpriseId: number | null;
  bank: typeof walletBankAccounts.$inferSelect | null;
}

/** The caller's real name and national ID when their real-name certification is approved. */
export async function approvedRealName(db: Executor, secret: string, userId: number): Promise<{ name: string; idNumber: string } | null> {
  const certification = await findCertification(db, userId, 'realName');
  if (certification?.status !== 'approved') return null;
  const [details] = await findRealNameDetails(db, [certification.id]);
  return details ? { name: details.name, idNumber: decryptIdCardNo(secret, details.idCardCipher) } : null;
}

/** Certified enterprises the user manages (all of them, or the one with `id`). */
async function managedEnterprises(db: Executor, userId: number, id?: number) {
  return db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .innerJoin(certifications, eq(certifications.id, enterprises.certificationId))
    .where(and(eq(enterprises.managerId, userId), eq(certifications.status, 'approved'), id === undefined ? undefined : eq(enterprises.id, id)));
}

async function personalName(db: Executor, userId: number): Promise<string> {
  const certification = await findCertification(db, userId, 'realName');
  if (certification?.status === 'approved') {
    const [details] = await findRealNameDetails(db, [certification.id]);
    if (details) return details.name;
  }
  const [user] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return user?.nickname ?? '';
}

async function withBank(db: Executor, account: LedgerAccount, rest: Omit<Wallet, 'account' | 'bank'>): Promise<Wallet> {
  const [bank] = await db.select().from(walletBankAccounts).where(eq(walletBankAccounts.accountId, account.id));
  return { account, bank: bank ?? null, ...rest };
}

/**
 * Every wallet the user may act for: their own (opened on first sight: anyone can receive money),
 * the certified enterprises they manage, and their merchant's.
 */
export async function walletsOf(db: Executor, userId: number): Promise<Wallet[]> {
  const personal = await ensureWallet(db, 'personal', userId);
  const wallets = [await withBank(db, personal, { holderKind: 'personal', holderName: await personalName(db, userId), enterpriseId: null })];
  for (const enterprise of await managedEnterprises(db, userId)) {
    const account = await ensureWallet(db, 'enterprise', enterprise.id);
    wallets.push(await withBank(db, account, { holderKind: 'enterprise', holderName: enterprise.name, enterpriseId: enterprise.id }));
  }
  const [merchant] = await db.select().from(merchantSettlements).where(eq(merchantSettlements.userId, userId));
  if (merchant) {
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, merchant.accountId));
    wallets.push(await withBank(db, account, { holderKind: 'merchant', holderName: merchant.merchantName, enterpriseId: null }));
  }
  return wallets;
}

/**
 * One wallet the user may act for (by ledger account id), or 404: read by its id and checked
 * against its holder, rather than listing (and opening) all of the user's wallets on every call.
 */
export async function requireWallet(db: Executor, userId: number, accountId: number): Promise<Wallet> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.code, 'wallet')));
  switch (account?.holderKind) {
    case 'personal':
      if (account.holderId === userId) return withBank(db, account, { holderKind: 'personal', holderName: await personalName(db, userId), enterpriseId: null });
      break;
    case 'enterprise': {
      const [enterprise] = await managedEnterprises(db, userId, account.holderId);
      if (enterprise) return withBank(db, account, { holderKind: 'enterprise', holderName: enterprise.name, enterpriseId: enterprise.id });
      break;
    }
    case 'merchant': {
      const [merchant] = account.holderId === userId ? await db.select().from(merchantSettlements).where(eq(merchantSettlements.userId, userId)) : [];
      if (merchant) return withBank(db, account, { holderKind: 'merchant', holderName: merchant.merchantName, enterpriseId: null });
      break;
    }
  }
  throw notFound(NO_SUCH_ACCOUNT);
}

/** The wallet named by `accountId`, or the caller's personal one when none is named. */
export async function chosenWallet(db: Executor, userId: number, accountId: number | undefined): Promise<Wallet> {
  if (accountId !== undefined) return requireWallet(db, userId, accountId);
  return (await walletsOf(db, userId))[0];
}

/** Cash-out and cards need the bank sub-account opened. */
export function requireOpenedBank(wallet: Wallet) {
  if (wallet.bank?.status !== 'opened') throw badRequest('money.openBankFirst');
}

/** A stored bank refusal (its code; rows from before codes hold English text) as English text and code. */
export function bankHint(stored: string | null | undefined): { text: string | null; code: string | null } {
  if (!stored) return { text: null, code: null };
  return isErrorCode(stored) ? { text: errorText(stored), code: stored } : { text: stored, code: null };
}

const maskAccountNo = (no: string) => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;

export function toWalletView(wallet: Wallet): WalletAccount {
  return {
    id: wallet.account.id,
    holderKind: wallet.holderKind,
    holderName: wallet.holderName,
    enterpriseId: wallet.enterpriseId,
    bankStatus: wallet.bank?.status ?? 'none',
    subAccountNo: wallet.bank?.subAccountNo ? maskAccountNo(wallet.bank.subAccountNo) : null,
    bankMessage: bankHint(wallet.bank?.bankMessage).text,
    bankError: bankHint(wallet.bank?.bankMessage).code,
    availableFen: availableOf(wallet.account),
    frozenFen: wallet.account.debitsPending,
  };
}

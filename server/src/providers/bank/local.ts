import { createHash, randomInt, randomUUID } from 'node:crypto';
import { searchCardBin } from 'bankcard';
import type { Db } from '../../db/types';
import { SimRecords } from '../sim/records';
import type { SmsProvider } from '../sms/sms.provider';
import type {
  BankRefusal,
  BankProvider,
  BankWithdrawal,
  CheckAnswer,
  CheckStarted,
  OpenedSubAccount,
  SubAccountHolder,
  WithdrawalAnswer,
} from './bank.provider';

export interface LocalBankOptions {
  /** How long the bank takes to settle a pay-out. */
  settleMs: number;
  /** Share of pay-outs the bank fails at random (0-1), on top of the frozen-card rule. */
  failureRate: number;
}

interface SubAccountRecord { state: 'opened'; subAccountNo: string }
interface CheckRecord { state: 'pending' | 'verified' | 'failed'; secretHash: string; tries: number; maxTries: number; expiresAt: number }
interface PayoutRecord { state: 'processing' | 'paid' | 'failed'; settleAt: number; willFail: BankRefusal | null; amountFen: number }

/** A card the local bank treats as frozen: pay-outs to it fail after being accepted. */
export const FROZEN_CARD_SUFFIX = '4444';
const CODE_TTL_MS = 5 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A custodian bank run locally. Its rules, so a developer can reach every outcome:
 * - a personal sub-account is refused to anyone under 18 (birth date in the national ID);
 * - only debit cards of a known BIN can be verified; the bank texts a 6-digit code to the reserved
 *   mobile (through the SMS provider, so it shows in the log and the development SMS endpoint);
 *   5 wrong codes fail the check;
 * - a corporate account gets a random deposit of 1-99 fen (logged); 3 wrong amounts fail it;
 * - pay-outs settle `settleMs` after submission; to a card ending in 4444 they fail ("account
 *   frozen"), and `failureRate` of the rest fail at random ("bank system busy").
 */
export class LocalBankProvider implements BankProvider {
  private readonly subAccounts: SimRecords<SubAccountRecord>;
  private readonly checks: SimRecords<CheckRecord>;
  private readonly payouts: SimRecords<PayoutRecord>;

  constructor(
    db: Db,
    private readonly sms: SmsProvider,
    private readonly log: { info(obj: object, msg: string): void },
    private readonly options: LocalBankOptions,
  ) {
    this.subAccounts = new SimRecords(db, 'bank.sub');
    this.checks = new SimRecords(db, 'bank.check');
    this.payouts = new SimRecords(db, 'bank.payout');
  }

  async openSubAccount(holder: SubAccountHolder): Promise<OpenedSubAccount> {
    if (holder.holderKind === 'personal' && ageOf(holder.documentNumber) < 18) {
      return { status: 'refused', reason: 'bank.underAge' };
    }
    const subAccountNo = `6230${BigInt(`0x${digest(holder.reference).slice(0, 12)}`).toString().padStart(15, '0').slice(-12)}`;
    // Asking again (a retry, or reopening after a close) answers the same sub-account.
    await this.subAccounts.insert(holder.reference, { state: 'opened', subAccountNo });
    return { status: 'opened', subAccountNo: (await this.subAccounts.find(holder.reference))?.subAccountNo ?? subAccountNo };
  }

  async closeSubAccount(): Promise<void> {
    // Nothing is left in it (the platform checked): the local bank keeps the number for a reopening.
  }

  async startCardCheck(check: { name: string; idNumber: string; cardNumber: string; mobile: string }): Promise<CheckStarted> {
    const bin = searchCardBin(check.cardNumber);
    if (!bin) return { status: 'refused', reason: 'bank.unknownCard' };
    if (bin.cardType !== 'DC') return { status: 'refused', reason: 'bank.debitOnly' };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const verificationId = randomUUID();
    await this.checks.insert(verificationId, { state: 'pending', secretHash: digest(`${verificationId}:${code}`), tries: 0, maxTries: 5, expiresAt: Date.now() + CODE_TTL_MS });
    await this.sms.send(check.mobile, 'verificationCode', { code, type: 'bankCard', minutes: '5' });
    return { status: 'started', verificationId };
  }

  confirmCardCheck(verificationId: string, code: string): Promise<CheckAnswer> {
    return this.confirm(verificationId, code);
  }

  async startDepositCheck(check: { holderName: string; accountNumber: string; bankName: string }): Promise<CheckStarted> {
    const amountFen = randomInt(1, 100);
    const verificationId = randomUUID();
    await this.checks.insert(verificationId, { state: 'pending', secretHash: digest(`${verificationId}:${amountFen}`), tries: 0, maxTries: 3, expiresAt: Date.now() + 3 * 24 * 3600_000 });
    this.log.info(
      { bank: { holder: check.holderName, account: `****${check.accountNumber.slice(-4)}`, amountFen } },
      `local bank deposited ${(amountFen / 100).toFixed(2)} yuan to ${check.bankName} ****${check.accountNumber.slice(-4)}`,
    );
    return { status: 'started', verificationId };
  }

  confirmDepositCheck(verificationId: string, amountFen: number): Promise<CheckAnswer> {
    return this.confirm(verificationId, String(amountFen));
  }

  /** The deposit a corporate check made (what the enterprise would read on its statement); tests and the demo use it. */
  async depositOf(verificationId: string): Promise<number | null> {
    const record = await this.checks.find(verificationId);
    if (!record) return null;
    for (let fen = 1; fen < 100; fen += 1) if (digest(`${verificationId}:${fen}`) === record.secretHash) return fen;
    return null;
  }

  async submitWithdrawal(w: BankWithdrawal): Promise<{ bankReference: string }> {
    const willFail = w.cardNumber.endsWith(FROZEN_CARD_SUFFIX)
      ? 'bank.accountFrozen'
      : Math.random() < this.options.failureRate
        ? 'bank.busy'
        : null;
    await this.payouts.insert(w.reference, { state: 'processing', settleAt: Date.now() + this.options.settleMs, willFail, amountFen: w.amountFen });
    return { bankReference: w.reference };
  }

  async queryWithdrawal(bankReference: string): Promise<WithdrawalAnswer> {
    const record = await this.payouts.find(bankReference);
    if (!record) return { status: 'failed', reason: 'bank.noSuchTransfer' };
    if (record.state === 'processing' && Date.now() >= record.settleAt) {
      const settled = (await this.payouts.transition(bankReference, 'processing', { state: record.willFail ? 'failed' : 'paid' })) ?? (await this.payouts.find(bankReference));
      return answerOf(settled ?? record);
    }
    return answerOf(record);
  }

  private async confirm(verificationId: string, secret: string): Promise<CheckAnswer> {
    const record = await this.checks.find(verificationId);
    if (!record || record.state === 'failed' || record.expiresAt < Date.now()) return 'failed';
    if (record.state === 'verified') return 'verified';
    if (digest(`${verificationId}:${secret}`) === record.secretHash) {
      await this.checks.transition(verificationId, 'pending', { state: 'verified' });
      return 'verified';
    }
    const tries = record.tries + 1;
    await this.checks.transition(verificationId, 'pending', tries >= record.maxTries ? { state: 'failed', tries } : { tries });
    return tries >= record.maxTries ? 'failed' : 'wrong';
  }
}

function answerOf(record: PayoutRecord): WithdrawalAnswer {
  if (record.state === 'paid') return { status: 'paid' };
  if (record.state === 'failed') return { status: 'failed', reason: record.willFail ?? 'bank.returned' };
  return { status: 'processing' };
}

/** Whole years since the birth date in an 18-digit national ID (0 when unreadable). */
function ageOf(idNumber: string): number {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(idNumber);
  if (!m) return 0;
  const now = new Date();
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return now.getFullYear() - y - (now.getMonth() + 1 < mo || (now.getMonth() + 1 === mo && now.getDate() < d) ? 1 : 0);
}

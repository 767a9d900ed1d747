import type { ErrorCode } from '@/lib/i18n/errors/catalogue';

/** Why the bank refused or returned something: a catalogue code, shown as the bank's hint. */
export type BankRefusal = ErrorCode & `bank.${string}`;

/**
 * The custodian bank: sub-accounts for wallets, card verification, and pay-outs to cards. Pay-outs
 * are accepted at once and settled later (paid, or failed with a reason); the platform asks
 * queryWithdrawal until it knows. Every call is idempotent on the platform's reference.
 */

export type OpenedSubAccount = { status: 'opened'; subAccountNo: string } | { status: 'refused'; reason: BankRefusal };

export interface SubAccountHolder {
  holderKind: 'personal' | 'enterprise' | 'merchant';
  /** The platform's wallet id: asking twice answers the same sub-account. */
  reference: string;
  holderName: string;
  /** National ID (personal) or unified credit code (enterprise, merchant). */
  documentNumber: string;
}

export type CheckStarted = { status: 'started'; verificationId: string } | { status: 'refused'; reason: BankRefusal };
export type CheckAnswer = 'verified' | 'wrong' | 'failed';

export interface BankWithdrawal {
  /** The platform's withdrawal id: submitting it again answers the same bank reference. */
  reference: string;
  subAccountNo: string;
  cardNumber: string;
  holderName: string;
  amountFen: number;
}

export type WithdrawalAnswer = { status: 'processing' } | { status: 'paid' } | { status: 'failed'; reason: BankRefusal };

export interface BankProvider {
  openSubAccount(holder: SubAccountHolder): Promise<OpenedSubAccount>;
  closeSubAccount(subAccountNo: string): Promise<void>;
  /** Personal card: name + ID + card + reserved mobile against the bank's records; the bank texts a code. */
  startCardCheck(check: { name: string; idNumber: string; cardNumber: string; mobile: string }): Promise<CheckStarted>;
  confirmCardCheck(verificationId: string, code: string): Promise<CheckAnswer>;
  /** Corporate account: the bank deposits a small random amount the enterprise reads on its statement. */
  startDepositCheck(check: { holderName: string; accountNumber: string; bankName: string }): Promise<CheckStarted>;
  confirmDepositCheck(verificationId: string, amountFen: number): Promise<CheckAnswer>;
  submitWithdrawal(withdrawal: BankWithdrawal): Promise<{ bankReference: string }>;
  queryWithdrawal(bankReference: string): Promise<WithdrawalAnswer>;
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import type { LocalBankProvider } from '../../providers/bank/local';
import { approvedEnterprise, freshCreditCode } from '../enterprise/enterprise.testing';
import { nationalId, signInOperator } from '../identity/identity.testing';
import { useModuleSuite } from '../testing';
import { bankCards } from './money.table';
import { moneyHelpers } from './money.testing';

const m = endpoints.money;
const suite = useModuleSuite({ clock: true });
const h = moneyHelpers(suite);

const merchantBody = () => ({
  merchantName: '闽运服务区餐厅',
  creditCode: freshCreditCode(),
  legalPersonName: '陈七',
  legalPersonIdNumber: nationalId('321'),
  contactMobile: '13800138009',
  storeAddress: '福州南收费站服务区 1 号',
});

describe('enterprise and merchant accounts', () => {
  it("an enterprise's manager opens its account and verifies a corporate account by the bank's deposit", async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator, 'carrier');
    const accounts = await h.lg(m.accountInquiry, manager);
    const enterprise = accounts.body.data.accounts.find((a: { holderKind: string }) => a.holderKind === 'enterprise');
    assert.equal(enterprise.enterpriseId, enterpriseId);
    assert.equal(enterprise.holderName, '福州闽运物流有限公司');

    const stranger = await h.driver();
    const notTheirs = await h.lg(m.creatBankCount, stranger, { body: { holderKind: 'enterprise', enterpriseId } });
    assert.equal(notTheirs.status, 403);
    const mixed = await h.lg(m.creatBankCount, manager, { body: { holderKind: 'personal', enterpriseId } });
    assert.equal(mixed.status, 400);

    const opened = await h.lg(m.creatBankCount, manager, { body: { holderKind: 'enterprise', enterpriseId } });
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.body.data.bankStatus, 'opened');
    assert.match(opened.body.data.subAccountNo, /^6230 \*{4} \*{4} \d{4}$/);

    const personalCard = await h.lg(m.personalBankCard, manager, { body: { accountId: enterprise.id, cardNumber: '6222021234567890123', mobile: manager.phone } });
    assert.equal(personalCard.status, 400, 'a personal card does not go to an enterprise account');
    const started = await h.lg(m.enterpriseBankCard, manager, { body: { accountId: enterprise.id, cardNumber: '35050187000700001234', bankName: '中国建设银行', branchName: '福州仓山支行' } });
    assert.equal(started.status, 200, started.text);
    const cardId = started.body.data.card.id;
    const [row] = await suite.deps.db.select().from(bankCards).where(eq(bankCards.id, cardId));
    const deposit = await (suite.deps.providers.bank as LocalBankProvider).depositOf(row.verificationId);
    assert.ok(deposit && deposit >= 1 && deposit <= 99);
    const wrong = await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: (deposit % 99) + 1 } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors?.[0].field, 'amountFen');
    const byStranger = await h.lg(m.enterpriseBankCardVerify, stranger, { body: { cardId, amountFen: deposit } });
    assert.equal(byStranger.status, 404);
    const verified = await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: deposit } });
    assert.equal(verified.body.data.status, 'verified');
    assert.equal(verified.body.data.last4, '1234');
  });

  it('three wrong deposit amounts fail the corporate account check', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const opened = await h.lg(m.creatBankCount, manager, { body: { holderKind: 'enterprise', enterpriseId } });
    const started = await h.lg(m.enterpriseBankCard, manager, { body: { accountId: opened.body.data.id, cardNumber: '35050187000700005678', bankName: '中国银行', branchName: '福州分行' } });
    const cardId = started.body.data.card.id;
    const [row] = await suite.deps.db.select().from(bankCards).where(eq(bankCards.id, cardId));
    const deposit = (await (suite.deps.providers.bank as LocalBankProvider).depositOf(row.verificationId))!;
    const wrongAmount = (deposit % 99) + 1;
    assert.equal((await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: wrongAmount } })).status, 400);
    assert.equal((await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: wrongAmount } })).status, 400);
    const third = await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: wrongAmount } });
    assert.equal(third.body.data.status, 'failed');
    const late = await h.lg(m.enterpriseBankCardVerify, manager, { body: { cardId, amountFen: deposit } });
    assert.equal(late.status, 409, 'a failed check stays failed');
  });

  it('a merchant registers its settlement side once and gets its own account', async () => {
    const merchant = await h.driver();
    const none = await h.lg(m.merchantSettlement, merchant);
    assert.deepEqual(none.body.data, { settlement: null });
    const bad = await h.lg(m.creat00Count, merchant, { body: { ...merchantBody(), creditCode: '123' } });
    assert.equal(bad.status, 400);
    const body = merchantBody();
    const created = await h.lg(m.creat00Count, merchant, { body });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.data.account.holderKind, 'merchant');
    assert.equal(created.body.data.account.bankStatus, 'opened');
    assert.notEqual(created.body.data.creditCodeMasked, body.creditCode);
    assert.equal((await h.lg(m.creat00Count, merchant, { body: merchantBody() })).status, 409);
    const accounts = await h.lg(m.accountInquiry, merchant);
    assert.deepEqual(accounts.body.data.accounts.map((a: { holderKind: string }) => a.holderKind), ['personal', 'merchant']);
    const other = await h.driver();
    assert.equal((await h.lg(m.fundRecord, other, { query: { accountId: created.body.data.account.id } })).status, 404);
    assert.equal((await h.lg(m.withdrawalList, other, { query: { accountId: created.body.data.account.id } })).status, 404);
  });
});

describe('records and lists', () => {
  it('fund summary takes 7, 30 or 90 days; lists page', async () => {
    const driver = await h.driver();
    await h.topUp(driver, 1_000);
    await h.topUp(driver, 2_000);
    assert.equal((await h.lg(m.fundSummary, driver, { query: { days: 5 } })).status, 400);
    const month = await h.lg(m.fundSummary, driver, { query: { days: 30 } });
    assert.equal(month.body.data.days.length, 30);
    assert.equal(month.body.data.totalIncomeFen, 3_000);
    const page = await h.lg(m.fundRecord, driver, { query: { current: 1, size: 1 } });
    assert.equal(page.body.data.total, 2);
    assert.equal(page.body.data.pages, 2);
    assert.equal(page.body.data.records[0].amountFen, 2_000, 'newest first');
    assert.equal((await h.lg(m.fundRecord, driver, { query: { size: 1000 } })).status, 400);
    const cashOuts = await h.lg(m.withdrawalList, driver, { query: {} });
    assert.deepEqual(cashOuts.body.data.records, []);
  });
});

describe('the ledger history', () => {
  it('refuses to change or remove a transfer', async () => {
    const driver = await h.driver();
    await h.topUp(driver, 500);
    const db = suite.deps.db;
    // Drizzle wraps the database's error: the trigger's message is on the cause.
    const appendOnly = (error: { cause?: { message?: string } }) => /append-only/.test(error.cause?.message ?? '');
    await assert.rejects(db.execute(sql`update transfers set amount = 1`), appendOnly);
    await assert.rejects(db.execute(sql`delete from transfers`), appendOnly);
    assert.equal((await h.personalWallet(driver)).availableFen, 500);
  });
});

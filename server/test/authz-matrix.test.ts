/**
 * The authorization matrix (issue 7). From the server's own route table (`app.routeTable`, every
 * route Fastify registered), each call is sent by: a tourist (device token), a user of each role,
 * the owner of the objects the call names, and a same-role stranger naming those same objects.
 * Rules come from each module's `<module>.authz.ts` (server/src/http/authz.ts); the test fails on a
 * route with no rule, and on any success a rule does not allow: a tourist past a signed-in call, a
 * role doing what it may not, anyone but the owner succeeding on the owner's object. Requests are
 * generated from each call's schemas (as the fuzz suite does), with the ids of the owner's objects
 * put in. A success means HTTP 2xx with the service's success code (the logistics service answers
 * token failures with HTTP 200 and code 401).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { SERVICE_PREFIX, SUCCESS_CODE, endpoints, fillPath, type Endpoint, type IdentityType } from '@/lib/contract';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';
import { PAGE_ROUTES, type CallRule, type ObjectKind } from '../src/http/authz';
import { nowDate, setClock } from '../src/modules/clock';
import { approvedEnterprise } from '../src/modules/enterprise/enterprise.testing';
import { fleetHelpers } from '../src/modules/fleet/fleet.testing';
import { merchantHelpers } from '../src/modules/merchant/merchant.testing';
import { couponHelpers } from '../src/modules/coupon/coupon.testing';
import { couponAuthz } from '../src/modules/coupon/coupon.authz';
import { activityAuthz } from '../src/modules/activity/activity.authz';
import { etcAuthz } from '../src/modules/etc/etc.authz';
import { pointsAuthz } from '../src/modules/points/points.authz';
import { mileageAuthz } from '../src/modules/mileage/mileage.authz';
import { contentAuthz } from '../src/modules/content/content.authz';
import { etcHelpers } from '../src/modules/etc/etc.testing';
import { circleAuthz } from '../src/modules/circle/circle.authz';
import { circleHelpers } from '../src/modules/circle/circle.testing';
import { brigadeAuthz } from '../src/modules/brigade/brigade.authz';
import { brigadeHelpers } from '../src/modules/brigade/brigade.testing';
import { etcCards, etcTollTransactions } from '../src/modules/etc/etc.table';
import { stations } from '../src/modules/goods/goods.table';
import { signInOperator, signInWithId } from '../src/modules/identity/identity.testing';
import { moneyHelpers } from '../src/modules/money/money.testing';
import { deviceToken, useModuleSuite } from '../src/modules/testing';
import { addIdentity } from '../src/modules/user/user.repository';
import { appAuthz } from '../src/modules/app/app.authz';
import { authAuthz } from '../src/modules/auth/auth.authz';
import { driverAuthz } from '../src/modules/driver/driver.authz';
import { enterpriseAuthz } from '../src/modules/enterprise/enterprise.authz';
import { fleetAuthz } from '../src/modules/fleet/fleet.authz';
import { goodsAuthz } from '../src/modules/goods/goods.authz';
import { identityAuthz } from '../src/modules/identity/identity.authz';
import { merchantAuthz } from '../src/modules/merchant/merchant.authz';
import { moneyAuthz } from '../src/modules/money/money.authz';
import { ownerAuthz } from '../src/modules/owner/owner.authz';
import { trackingAuthz } from '../src/modules/tracking/tracking.authz';
import { userAuthz } from '../src/modules/user/user.authz';
import { vehicleAuthz } from '../src/modules/vehicle/vehicle.authz';
import { waybillAuthz } from '../src/modules/waybill/waybill.authz';

const TABLES: Record<string, Record<string, CallRule>> = {
  app: appAuthz, auth: authAuthz, driver: driverAuthz, enterprise: enterpriseAuthz, fleet: fleetAuthz, goods: goodsAuthz, identity: identityAuthz,
  merchant: merchantAuthz, coupon: couponAuthz, activity: activityAuthz, etc: etcAuthz, circle: circleAuthz, money: moneyAuthz, owner: ownerAuthz, tracking: trackingAuthz, user: userAuthz, vehicle: vehicleAuthz, waybill: waybillAuthz,
  content: contentAuthz,
  points: pointsAuthz, mileage: mileageAuthz,
  brigade: brigadeAuthz,
};

/** The roles of spec §6 a caller can hold (merchant staff act on their merchant's objects: the merchant owner row below). */
const ROLES: IdentityType[] = ['driver', 'truckOwner', 'cargoOwner', 'enterpriseCargoOwner', 'carrier', 'fleetCaptain', 'fleetMember', 'tollCollector', 'merchant', 'waiter', 'operator'];

/** Which request field names which object kind (the `id` of a call means its domain's object). */
const FIELD_KIND: Record<string, ObjectKind> = {
  waybillId: 'waybill', goodsSourceId: 'goodsSource', vehicleId: 'vehicle', enterpriseId: 'enterprise', fleetId: 'fleet', accountId: 'wallet', cardId: 'card', fileId: 'file',
  merchantId: 'merchant', batchId: 'couponBatch', couponId: 'coupon',
  orderId: 'etcOrder', etcCardId: 'etcCard', contractId: 'etcContract', tollId: 'etcToll',
  infoId: 'circlePost',
};

/** Where a domain's field names another kind than FIELD_KIND says (the shop's `orderId` is its own order, not an ETC one). */
const DOMAIN_FIELD_KIND: Record<string, Record<string, ObjectKind>> = {
  brigade: { orderId: 'brigadeOrder', travellerId: 'brigadeTraveller', passId: 'brigadePass' },
  // A driver named by id (whose vehicles a fleet reads): the waybill's driver, not a sampled number
  // that may happen to be the caller's own id (a stranger then "succeeded" on their own vehicles).
  fleet: { driverId: 'driver' },
};

const suite = useModuleSuite({ reset: false });
const money = moneyHelpers(suite);
const fleets = fleetHelpers(suite);
const merchantsOf = merchantHelpers(suite);
const couponsOf = couponHelpers(suite);
const etcOf = etcHelpers(suite);
const circleOf = circleHelpers(suite);
const shopOf = brigadeHelpers(suite);

interface Caller {
  label: string;
  token?: string;
  logisticsToken?: string;
  identities: IdentityType[];
  /** The object kinds this caller owns (for the owner row). */
  owns: ObjectKind[];
}

const rules = new Map<Endpoint, CallRule>();
for (const [domain, group] of Object.entries(endpoints)) {
  for (const [name, e] of Object.entries(group as Record<string, Endpoint>)) {
    const rule = TABLES[domain]?.[name];
    if (rule) rules.set(e, rule);
  }
}

const callers: Caller[] = [];
const objects: Partial<Record<ObjectKind, number | string>> = {};


/**
 * The owner's cash-out code: a minute after their sign-in code (one code a minute per number), on
 * a clock moved ahead for the rest of the file.
 */
async function cashOutCode(session: { phone: string; logisticsToken: string }): Promise<string> {
  setClock(() => Date.now() + 61_000);
  const sent = await money.lg(endpoints.money.getMsgCode, session as never, { body: { purpose: 'withdraw' } });
  assert.equal(sent.status, 200, sent.text);
  return money.sms().lastMessage(session.phone)!.params.code;
}

/** A request for `e` from its schemas, with the owner's objects' ids where it names objects. */
function requestFor(e: Endpoint, domain: string, seed: number) {
  const sample = (schema: z.ZodType | undefined): Record<string, unknown> => {
    if (!schema) return {};
    const json = jsonSchemaOf(schema)!;
    const [value] = fc.sample(arbitraryOf(json), { numRuns: 1, seed });
    const out = { ...(value as Record<string, unknown>) };
    for (const key of Object.keys(json.properties ?? {})) {
      // A domain whose calls name several kinds by `id` (a merchant's staff, its goods) takes the call's own rule's kind.
      const kind = key === 'id' ? (ID_KIND[domain] ?? rules.get(e)?.object) : (DOMAIN_FIELD_KIND[domain]?.[key] ?? FIELD_KIND[key]);
      if (kind && objects[kind] !== undefined) out[key] = objects[kind];
    }
    return out;
  };
  return { params: sample(e.params), query: sample(e.query), body: e.body ? sample(e.body) : undefined };
}

const ID_KIND: Record<string, ObjectKind> = { goods: 'goodsSource', waybill: 'waybill', money: 'withdrawal', vehicle: 'vehicle', enterprise: 'enterprise', fleet: 'fleet', tracking: 'waybill' };

/** Whether `caller` may succeed on `rule` (with the owner's objects in the request). */
function allowed(rule: CallRule, caller: Caller): boolean {
  const signedIn = caller.label !== 'tourist';
  if (rule.who === 'anyone' || rule.who === 'device') return true;
  if (!signedIn) return false;
  if (Array.isArray(rule.who) && !rule.who.some((role) => caller.identities.includes(role))) return false;
  if (rule.object && !caller.owns.includes(rule.object) && !(rule.alsoBy ?? []).some((role) => caller.identities.includes(role))) return false;
  return true;
}

describe('authorization matrix', () => {
  // Inside the describe: runs after the suite's own hooks have built the app.
  before(async () => {
    const { db } = suite.deps;
    const at = nowDate();
    const device = await deviceToken(suite.app);
    callers.push({ label: 'tourist', token: device, logisticsToken: device, identities: [], owns: [] });
    for (const role of ROLES) {
      const session = role === 'operator' ? await signInOperator(suite.app, suite.deps) : await money.owner();
      if (role !== 'operator') await addIdentity(db, session.userId, role, at);
      callers.push({ label: role, token: session.userToken, logisticsToken: session.logisticsToken, identities: [role], owns: [] });
    }
    // The owners and their objects: a cargo owner's goods and waybill (with its driver and vehicle),
    // an enterprise's manager, a fleet's captain, a wallet with a card, a cash-out and a payment.
    const { driver, owner, goodsSourceId, waybillId } = await money.waybillAt('signed');
    Object.assign(objects, { waybill: waybillId, goodsSource: goodsSourceId, vehicle: driver.vehicleId, driver: driver.userId, file: await money.photo(owner) });
    await addIdentity(db, owner.userId, 'cargoOwner', at);
    const wallet = await money.openedWallet(owner);
    const cardId = await money.verifiedCard(owner, wallet.id);
    const paymentId = await money.topUp(owner, 10_000);
    const cashOut = await money.lg(endpoints.money.withdrawalFromAccount, owner, { body: { accountId: wallet.id, cardId, amountFen: 1_000, smsCode: await cashOutCode(owner) } });
    Object.assign(objects, { wallet: wallet.id, card: cardId, payment: paymentId, withdrawal: cashOut.body.data.id });
    callers.push({ label: 'owner (cargo owner)', token: owner.userToken, logisticsToken: owner.logisticsToken, identities: ['cargoOwner'], owns: ['waybill', 'goodsSource', 'file', 'wallet', 'card', 'payment', 'withdrawal'] });
    // The waybill's driver takes part in it: reading it and acting as its driver are theirs too.
  callers.push({ label: 'owner (driver)', token: driver.userToken, logisticsToken: driver.logisticsToken, identities: ['driver'], owns: ['vehicle', 'waybill', 'driver'] });
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator, 'carrier');
    objects.enterprise = enterpriseId;
    callers.push({ label: 'owner (enterprise manager)', token: manager.userToken, logisticsToken: manager.logisticsToken, identities: [], owns: ['enterprise'] });
    const { captain, fleetId } = await fleets.captainWithFleet();
    objects.fleet = fleetId;
    callers.push({ label: 'owner (fleet captain)', token: captain.userToken, logisticsToken: captain.logisticsToken, identities: ['fleetCaptain'], owns: ['fleet'] });
    // A merchant's applicant and administrator, with a waiter on its staff and goods on shelf.
    const { admin, merchantId, operator: merchantOps } = await merchantsOf.approvedMerchant();
    const { staffId } = await merchantsOf.staffMember(admin, merchantId, 'waiter');
    Object.assign(objects, { merchant: merchantId, merchantStaff: staffId, merchantGoods: await merchantsOf.goodsOnShelf(admin, merchantId, merchantOps) });
    // Its live coupon batch, a coupon a driver holds, and a write-off of another one.
    const batchId = await couponsOf.liveBatch(admin, merchantId, { perUserLimit: 5 });
    const { driver: holder, coupon: held } = await couponsOf.claimed(batchId);
    const { coupon: usedOne } = await couponsOf.claimed(batchId);
    const writeOff = await couponsOf.writtenOff(admin, merchantId, usedOne.code);
    Object.assign(objects, { couponBatch: batchId, coupon: held.id, writeOff });
    callers.push({ label: 'owner (merchant administrator)', token: admin.userToken, logisticsToken: admin.logisticsToken, identities: ['merchant', 'merchantAdmin'], owns: ['merchant', 'merchantStaff', 'merchantGoods', 'couponBatch', 'writeOff'] });
    callers.push({ label: 'owner (coupon holder)', token: holder.userToken, logisticsToken: holder.logisticsToken, identities: [], owns: ['coupon'] });
    // An ETC applicant: their application (its card issued), withholding contract, card and a toll.
    const applicant = await etcOf.applicant();
    const { order, contractId } = await etcOf.submitted(applicant);
    await etcOf.steps(order.issuerOrderNo, 3);
    const [etcCard] = await db.select().from(etcCards).where(eq(etcCards.orderId, order.id));
    const [entry, exit] = await db.select().from(stations).limit(2);
    const [toll] = await db
      .insert(etcTollTransactions)
      .values({
        issuerTxnId: `authz-${etcCard.id}`, cardId: etcCard.id, userId: applicant.userId, plateNumber: etcCard.plateNumber, vehicleClass: etcCard.vehicleClass,
        entryStationId: entry.id, exitStationId: exit.id, entryAt: at, exitAt: at, distanceM: 1000, rateFenPerKm: 100, amountFen: 100,
        status: 'recorded', notifyId: `authz-${etcCard.id}`, createdAt: at,
      })
      .returning();
    Object.assign(objects, { etcOrder: order.id, etcContract: contractId, etcCard: etcCard.id, etcToll: toll.id });
    callers.push({ label: 'owner (ETC applicant)', token: applicant.userToken, logisticsToken: applicant.logisticsToken, identities: ['driver'], owns: ['etcOrder', 'etcContract', 'etcCard', 'etcToll'] });
    // A toll-station circle post and its author (a driver).
    const author = await circleOf.member();
    await addIdentity(db, author.userId, 'driver', at);
    objects.circlePost = await circleOf.post(author, entry.id, { imageIds: await circleOf.photos(author, 1) });
    callers.push({ label: 'owner (circle post author)', token: author.userToken, logisticsToken: author.logisticsToken, identities: ['driver'], owns: ['circlePost'] });
    // A shop buyer: a saved traveller, a paid pass order and its pass.
    const { passProductId } = await shopOf.shop();
    const buyer = await signInWithId(suite.app);
    const { orderId: shopOrder, passId } = await shopOf.paidPassOrder(buyer, passProductId);
    Object.assign(objects, { brigadeTraveller: await shopOf.traveller(buyer), brigadeOrder: shopOrder, brigadePass: passId });
    callers.push({ label: 'owner (shop buyer)', token: buyer.userToken, logisticsToken: buyer.logisticsToken, identities: [], owns: ['brigadeTraveller', 'brigadeOrder', 'brigadePass'] });
    // Strangers: the same roles as the owners, owning nothing.
    for (const role of ['cargoOwner', 'driver', 'fleetCaptain', 'merchantAdmin'] as IdentityType[]) {
      const stranger = await money.owner();
      await addIdentity(db, stranger.userId, role, at);
      callers.push({ label: `stranger (${role})`, token: stranger.userToken, logisticsToken: stranger.logisticsToken, identities: [role], owns: [] });
    }
  });

  it('every route declares who may use it', () => {
    const undeclared = suite.app.routeTable
      .filter((route) => (route.endpoint ? !rules.has(route.endpoint) : !PAGE_ROUTES[`${route.method} ${route.url}`]))
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(undeclared, []);
  });

  it('no caller succeeds where its rule says it may not', { timeout: 30 * 60 * 1000 }, async () => {
    const contract = suite.app.routeTable.filter((route) => route.endpoint);
    const domainOf = new Map<Endpoint, string>();
    for (const [domain, group] of Object.entries(endpoints)) for (const e of Object.values(group as Record<string, Endpoint>)) domainOf.set(e, domain);
    // Owners last: their calls may change their own objects (cancel, remove) for the others.
    const ordered = [...callers.filter((c) => !c.label.startsWith('owner')), ...callers.filter((c) => c.label.startsWith('owner'))];
    const unexpected: string[] = [];
    let cells = 0;
    let successes = 0;
    for (const caller of ordered) {
      for (const [index, route] of contract.entries()) {
        const e = route.endpoint!;
        const rule = rules.get(e)!;
        const { params, query, body } = requestFor(e, domainOf.get(e)!, index + 1);
        let url: string;
        try {
          url = SERVICE_PREFIX[e.service] + fillPath(e.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
        } catch {
          continue;
        }
        cells += 1;
        const headers: Record<string, string> = {};
        if (caller.token) headers.authorization = `Bearer ${caller.token}`;
        if (caller.logisticsToken) headers['logistics-authorization'] = `Bearer ${caller.logisticsToken}`;
        const response = await suite.app.inject({
          method: e.method,
          url,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          headers,
          ...(body === undefined || e.method === 'GET' ? {} : { payload: body as object }),
        });
        // A JSON answer succeeded only with the success code (a raw call's refusal is a JSON envelope too).
        const json = /application\/json/.test(String(response.headers['content-type'] ?? ''));
        const succeeded = response.statusCode < 300 && (json ? String(response.json().code) === String(SUCCESS_CODE[e.service]) : e.raw !== undefined);
        if (succeeded) successes += 1;
        if (succeeded && !allowed(rule, caller)) unexpected.push(`${caller.label}: ${e.method} ${url} → ${response.statusCode}`);
      }
    }
    console.log(
      `authorization matrix: ${contract.length} calls × ${ordered.length} callers = ${cells} requests, ${successes} allowed successes, ${unexpected.length} unexpected answers`,
    );
    for (const line of unexpected) console.log(`unexpected: ${line}`);
    assert.deepEqual(unexpected, []);
  });
});

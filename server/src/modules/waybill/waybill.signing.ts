import type { z } from 'zod';
import { SERVICE_PREFIX, endpoints } from '@/lib/contract';
import type { EsignCallback, SigningParty } from '@/lib/contract/waybill';
import { formatYuan } from '@/lib/money';
import { tonnesOfKg } from '@/lib/weight';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { EsignContract } from '../../providers/esign/esign.provider';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { findDictGroup } from '../identity/identity.repository';
import { loadWaybill, requireLogistics, requireStatus, type LoadedWaybill } from './waybill.access';
import { completeSigning, findSignedParty, findSigning, findWaybill, insertSigning, updateIn } from './waybill.repository';
import { transition } from './waybill.service';
import { waybillNo } from './waybill.tokens';
import { peopleOf } from './waybill.view';

/**
 * The waybill e-contract (docs/waybills.md "E-contract"): each side asks for its signing page
 * (getSignUrl: driver; waybillSignUrl: cargo owner) while the waybill is 'created'; the provider
 * calls back once a side signed; when both have, the waybill becomes 'signed' and may load.
 */

/** Where the app shows a waybill, for the signing page's way back. */
export const ORDER_DETAIL_LINK = '/#/pages/orderDetail/orderDetail?id=';

const chinaDate = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The goods line of the contract, Chinese then English as the app words it (waybill.goodsLine,
 * waybill.volume): the cargo type by its dictionary names (the codes' source of truth, also what
 * the app shows), the weight in 吨 (lib/weight, exact): "普通货物，19 吨 General cargo, 19 t".
 * A code missing from the dictionary reads as itself.
 */
export function goodsLine(
  source: { cargoType: string; weightKg: number; volumeM3: number | null },
  cargoType: { label: string; labelEn: string } | undefined,
): string {
  const t = tonnesOfKg(source.weightKg);
  const volume = source.volumeM3;
  const zh = `${cargoType?.label ?? source.cargoType}，${t} 吨${volume ? `，${volume} 立方米` : ''}`;
  const en = `${cargoType?.labelEn ?? source.cargoType}, ${t} t${volume ? `, ${volume} m³` : ''}`;
  return `${zh} ${en}`;
}

/**
 * The contract as the signer reads it. Each signing keeps the contract it was opened with (the
 * provider stores it with the signing; nothing hashes its text), so a change of wording here
 * reaches only signings opened afterwards.
 */
async function contractOf(deps: AppDeps, loaded: LoadedWaybill): Promise<EsignContract> {
  const { waybill, source } = loaded;
  const cargoType = (await findDictGroup(deps.db, 'cargoType')).find((entry) => entry.code === source.cargoType);
  const people = await peopleOf(deps.db, [waybill.driverId, waybill.cargoOwnerId]);
  const driver = people(waybill.driverId);
  const owner = people(waybill.cargoOwnerId);
  const shipper = source.offlineShipperName ? `${source.offlineShipperName} ${source.offlineShipperMobile} （经收费站代发 via toll station）` : `${owner.name ?? ''} ${owner.mobile}`.trim();
  return {
    reference: String(waybill.id),
    title: `公路货物运输合同 Road freight contract ${waybillNo(waybill.id)}`,
    facts: [
      { label: '托运方 Shipper', value: shipper },
      { label: '承运司机 Driver', value: `${driver.name ?? ''} ${driver.mobile}`.trim() },
      { label: '车牌 Vehicle', value: waybill.plateNumber },
      { label: '货物 Goods', value: goodsLine(source, cargoType) },
      { label: '装货地 From', value: `${source.originName} ${source.originAddress}` },
      { label: '卸货地 To', value: `${source.destinationName} ${source.destinationAddress}` },
      { label: '运费 Freight', value: `${formatYuan(waybill.freightFen)} 每车 per truck` },
      { label: '装货日期 Loading date', value: source.loadingDate },
      { label: '运单创建 Waybill made', value: `${chinaDate(waybill.createdAt)} (UTC+8)` },
    ],
    clauses: [
      '承运方按约定时间到装货地装货，并将货物完好运至卸货地。The carrier loads at the agreed place and date and delivers the goods intact to the destination.',
      '装货与卸货以扫描货源二维码并上传过磅单、回单照片为准。Loading and unloading are recorded by scanning the goods-source QR code and uploading the weighing slip and receipt photos.',
      '装货开始前任何一方可按平台规则取消运单，装货开始后不可取消。Either side may cancel under the platform rules before loading starts; not after.',
      '运费按上述金额结算。The freight above is settled after unloading.',
    ],
  };
}

async function signUrl(deps: AppDeps, principal: Principal | null, waybillId: number, party: SigningParty) {
  const { userId } = requireLogistics(principal);
  const loaded = await loadWaybill(deps.db, userId, waybillId);
  if (loaded.viewer !== party) throw forbidden(party === 'driver' ? 'waybill.driverSignsHere' : 'waybill.cargoOwnerSignsHere');
  requireStatus(loaded.waybill, ['created'], 'waybill.actionSign');
  if (await findSignedParty(deps.db, waybillId, party)) throw conflict('waybill.alreadySigned');
  const people = await peopleOf(deps.db, [userId]);
  const me = people(userId);
  const contract = await contractOf(deps, loaded);
  const { url, signingId } = await deps.providers.esign.createSigning(contract, { party, userId, name: me.name, mobile: me.mobile }, {
    callbackUrl: SERVICE_PREFIX[endpoints.waybill.esignCallback.service] + endpoints.waybill.esignCallback.path,
    returnUrl: ORDER_DETAIL_LINK + waybillId,
  });
  await insertSigning(deps.db, { signingId, waybillId, party, signerId: userId, url, createdAt: nowDate() });
  return { waybillId, party, url, signingId };
}

/** GET getSignUrl: the driver's signing page. */
export function driverSignUrl(deps: AppDeps, principal: Principal | null, waybillId: number) {
  return signUrl(deps, principal, waybillId, 'driver');
}

/** GET waybillSignUrl: the cargo owner's signing page. */
export function ownerSignUrl(deps: AppDeps, principal: Principal | null, waybillId: number) {
  return signUrl(deps, principal, waybillId, 'cargoOwner');
}

/**
 * POST esign/callback: the provider says a signing completed. The HMAC is checked first (403 when
 * forged). The signing and the waybill's party column are set once; when both sides have signed
 * the waybill moves created → signed. A repeated callback of a completed signing answers the state.
 */
export async function esignCallback(deps: AppDeps, signature: string | undefined, body: z.output<typeof EsignCallback>) {
  if (!deps.providers.esign.verifyCallback(body, signature)) throw forbidden('esign.badCallbackSignature');
  try {
    return await deps.db.transaction(async (tx) => {
      const signing = await findSigning(tx, body.signingId);
      if (!signing) throw notFound('esign.noSuchSigning');
      const waybill = await findWaybill(tx, signing.waybillId, true);
      if (!waybill) throw notFound('waybill.notFound');
      const signedAt = new Date(body.signedAt);
      const completed = await completeSigning(tx, signing.signingId, {
        signedAt,
        signerName: body.signerName,
        signerIp: body.ip,
        signatureImage: body.signatureImage,
      });
      if (!completed) return { waybillId: waybill.id, status: waybill.status };
      requireStatus(waybill, ['created'], 'waybill.actionSign');
      const column = signing.party === 'driver' ? { driverSignedAt: signedAt } : { ownerSignedAt: signedAt };
      const updated = await updateIn(tx, waybill.id, ['created'], { ...column, updatedAt: nowDate() });
      if (!updated) throw conflict('waybill.changedWhileSigning');
      if (updated.driverSignedAt && updated.ownerSignedAt) {
        const moved = await transition(tx, updated, 'signed', { actorId: signing.signerId, at: signedAt, reason: 'both sides signed the contract' });
        return { waybillId: moved.id, status: moved.status };
      }
      return { waybillId: updated.id, status: updated.status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('waybill.sideAlreadySigned');
    throw error;
  }
}

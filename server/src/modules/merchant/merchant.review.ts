import type { Tx } from '../../db/types';
import { conflict } from '../../http/errors';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { appendAudit, findCertificationById, findMobileOfUser, insertCertification, updateCertificationFrom } from '../identity/identity.repository';
import { registerApprovalEffect, registerRejectionEffect } from '../identity/review.service';
import { addIdentity } from '../user/user.repository';
import {
  findGoodsByCertifications,
  findMerchantByCertification,
  findMerchantIdsByCertifications,
  findMerchantViews,
  updateGoods,
  updateMerchant,
} from './merchant.repository';

/*
 * A merchant's application and a request to put goods on shelf are reviewed in the operators'
 * review console as certifications of kind 'merchant' and 'merchantGoods' (review.service.ts):
 * this file puts them in the queue, shows operators what was submitted, and carries the decision
 * over to the merchant or the goods inside the review transaction. Registered on import of the
 * merchant module.
 */

/**
 * Puts the certification `certificationId` (or a new one for `kind` when null) in the review queue
 * on behalf of `actorId`: a new one is 'submitted'; a reviewed one (approved or rejected) is made
 * pending again as 'resubmitted'; one already pending stays as it is (the operator reads the
 * current details). Answers the certification id.
 */
export async function queueForReview(
  tx: Tx,
  kind: 'merchant' | 'merchantGoods' | 'couponBatch',
  certificationId: number | null,
  actorId: number,
): Promise<number> {
  const at = nowDate();
  if (certificationId === null) {
    const row = await insertCertification(tx, { userId: actorId, kind, status: 'pending', submittedAt: at });
    await appendAudit(tx, { certificationId: row.id, action: 'submitted', actorId, reason: null, at });
    return row.id;
  }
  const current = await findCertificationById(tx, certificationId, true);
  if (!current) throw new Error(`certification ${certificationId} of a ${kind} is missing`);
  if (current.status === 'pending') return current.id;
  const reopened = await updateCertificationFrom(tx, current.id, current.status, {
    status: 'pending',
    submittedAt: at,
    reviewedAt: null,
    reviewerId: null,
    rejectReason: null,
  });
  // Locked above and seen reviewed: only a decision racing this one could have moved it.
  if (!reopened) throw conflict('certification.reviewedMeanwhile', { id: current.id });
  await appendAudit(tx, { certificationId: current.id, action: 'resubmitted', actorId, reason: null, at });
  return current.id;
}

registerSubmissionReader('merchant', async (db, ids) => {
  const views = await findMerchantViews(db, await findMerchantIdsByCertifications(db, ids));
  const found = new Map<number, Submission>();
  for (const { merchant, stationName } of views) {
    const inviter = merchant.invitedByUserId === null ? undefined : await findMobileOfUser(db, merchant.invitedByUserId);
    found.set(merchant.certificationId, {
      details: [
        { field: 'merchantName', kind: 'text', value: merchant.name },
        { field: 'merchantCategory', kind: 'text', value: merchant.category },
        ...(stationName ? [{ field: 'station' as const, kind: 'text' as const, value: stationName }] : []),
        { field: 'merchantAddress', kind: 'text', value: merchant.address },
        { field: 'location', kind: 'text', value: `${merchant.lng},${merchant.lat}` },
        { field: 'contactPhone', kind: 'text', value: merchant.contactPhone },
        ...(inviter ? [{ field: 'invitedBy' as const, kind: 'text' as const, value: inviter }] : []),
      ],
      images: [{ field: 'businessLicence', url: fileUrl(merchant.licenceFileId) }],
    });
  }
  return found;
});

registerSubmissionReader('merchantGoods', async (db, ids) => {
  const rows = await findGoodsByCertifications(db, ids);
  return new Map(
    rows.map(({ goods, merchantName }): [number, Submission] => [
      goods.certificationId!,
      {
        details: [
          { field: 'merchantName', kind: 'text', value: merchantName },
          { field: 'goodsName', kind: 'text', value: goods.name },
          ...(goods.description ? [{ field: 'goodsDescription' as const, kind: 'text' as const, value: goods.description }] : []),
          { field: 'goodsPrice', kind: 'money', fen: goods.priceFen },
        ],
        images: goods.imageFileId ? [{ field: 'goodsImage', url: fileUrl(goods.imageFileId) }] : [],
      },
    ]),
  );
});

/** An approved application opens the merchant and makes its applicant a merchant and its administrator. */
registerApprovalEffect('merchant', async (tx, approved) => {
  const merchant = await findMerchantByCertification(tx, approved.id);
  if (!merchant) throw new Error(`merchant certification ${approved.id} has no merchant`);
  await updateMerchant(tx, merchant.id, { status: 'approved', rejectReason: null, reviewedAt: approved.reviewedAt });
  const at = nowDate();
  await addIdentity(tx, merchant.ownerUserId, 'merchant', at);
  await addIdentity(tx, merchant.ownerUserId, 'merchantAdmin', at);
});

/** A rejected application shows its reason to the merchant's staff until it is corrected. */
registerRejectionEffect('merchant', async (tx, rejected) => {
  const merchant = await findMerchantByCertification(tx, rejected.id);
  if (!merchant) throw new Error(`merchant certification ${rejected.id} has no merchant`);
  await updateMerchant(tx, merchant.id, { status: 'rejected', rejectReason: rejected.rejectReason, reviewedAt: rejected.reviewedAt });
});

/**
 * Goods still waiting go on shelf. Goods deleted or taken back meanwhile are left as they are: the
 * decision was about a request nobody stands behind any more.
 */
registerApprovalEffect('merchantGoods', async (tx, approved) => {
  const [found] = await findGoodsByCertifications(tx, [approved.id]);
  if (!found || found.goods.deletedAt !== null || found.goods.status !== 'pending') return;
  await updateGoods(tx, found.goods.id, { status: 'onShelf', rejectReason: null, updatedAt: nowDate() });
});

registerRejectionEffect('merchantGoods', async (tx, rejected) => {
  const [found] = await findGoodsByCertifications(tx, [rejected.id]);
  if (!found || found.goods.deletedAt !== null || found.goods.status !== 'pending') return;
  await updateGoods(tx, found.goods.id, { status: 'rejected', rejectReason: rejected.rejectReason, updatedAt: nowDate() });
});

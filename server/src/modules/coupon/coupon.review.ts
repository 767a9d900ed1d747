import { eq, inArray } from 'drizzle-orm';
import { yuanText } from '@/lib/money';
import type { Executor } from '../../db/types';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { registerApprovalEffect, registerRejectionEffect } from '../identity/review.service';
import { merchants } from '../merchant/merchant.table';
import { shownTime } from './coupon.service';
import { moveBatch, type BatchRow } from './coupon.repository';
import { couponBatches } from './coupon.table';

/*
 * A merchant's coupon batch is reviewed in the operators' review console as a certification of
 * kind 'couponBatch' (like merchants and their goods, merchant.review.ts): this file shows
 * operators what the batch offers and carries the decision over to the batch inside the review
 * transaction. auditCoupon decides through the same review. Registered on import of the coupon module.
 */

function valueOf(batch: BatchRow): string {
  return batch.kind === 'cash' ? `${yuanText(batch.faceValueFen!)} 元 / yuan` : `${(100 - batch.discountPercent!) / 10}折 / ${batch.discountPercent}% off`;
}

function validityOf(batch: BatchRow): string {
  return batch.validityType === 'fixed' ? `${shownTime(batch.validFrom!)} – ${shownTime(batch.validUntil!)}` : `${batch.validDays} 天 / days`;
}

async function batchesOfCertifications(db: Executor, certificationIds: number[]) {
  return db
    .select({ batch: couponBatches, merchantName: merchants.name })
    .from(couponBatches)
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(inArray(couponBatches.certificationId, certificationIds));
}

registerSubmissionReader('couponBatch', async (db, ids) => {
  const rows = await batchesOfCertifications(db, ids);
  return new Map(
    rows.map(({ batch, merchantName }): [number, Submission] => [
      batch.certificationId!,
      {
        details: [
          { field: 'merchantName', value: merchantName },
          { field: 'couponName', value: batch.name },
          { field: 'couponValue', value: valueOf(batch) },
          { field: 'couponThreshold', value: yuanText(batch.thresholdFen) },
          { field: 'couponValidity', value: validityOf(batch) },
          { field: 'couponStock', value: String(batch.totalStock) },
          { field: 'couponPerUser', value: String(batch.perUserLimit) },
          ...(batch.description ? [{ field: 'couponDescription' as const, value: batch.description }] : []),
        ],
        images: [],
      },
    ]),
  );
});

/** Approved: the batch goes live. One stopped by its merchant while waiting stays stopped. */
registerApprovalEffect('couponBatch', async (tx, approved) => {
  const [found] = await batchesOfCertifications(tx, [approved.id]);
  if (!found) throw new Error(`coupon batch certification ${approved.id} has no batch`);
  await moveBatch(tx, found.batch.id, ['pending'], { status: 'approved', reviewedBy: approved.reviewerId, reviewedAt: approved.reviewedAt });
});

registerRejectionEffect('couponBatch', async (tx, rejected) => {
  const [found] = await batchesOfCertifications(tx, [rejected.id]);
  if (!found) throw new Error(`coupon batch certification ${rejected.id} has no batch`);
  await moveBatch(tx, found.batch.id, ['pending'], { status: 'rejected', rejectReason: rejected.rejectReason, reviewedBy: rejected.reviewerId, reviewedAt: rejected.reviewedAt });
});

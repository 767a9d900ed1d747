import { eq, inArray } from 'drizzle-orm';
import type { SubmissionDetail } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { registerApprovalEffect, registerRejectionEffect } from '../identity/review.service';
import { merchants } from '../merchant/merchant.table';
import { moveBatch, type BatchRow } from './coupon.repository';
import { couponBatches } from './coupon.table';

/*
 * A merchant's coupon batch is reviewed in the operators' review console as a certification of
 * kind 'couponBatch' (like merchants and their goods, merchant.review.ts): this file shows
 * operators what the batch offers and carries the decision over to the batch inside the review
 * transaction. auditCoupon decides through the same review. Registered on import of the coupon module.
 */

// Typed values: the console words them in the operator's language (components/ops/submittedValue.ts).
function valueOf(batch: BatchRow): SubmissionDetail {
  return batch.kind === 'cash'
    ? { field: 'couponValue', kind: 'money', fen: batch.faceValueFen! }
    : { field: 'couponValue', kind: 'discount', percentOff: batch.discountPercent! };
}

function validityOf(batch: BatchRow): SubmissionDetail {
  return batch.validityType === 'fixed'
    ? { field: 'couponValidity', kind: 'timeRange', from: batch.validFrom!.toISOString(), until: batch.validUntil!.toISOString() }
    : { field: 'couponValidity', kind: 'days', days: batch.validDays! };
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
          { field: 'merchantName', kind: 'text', value: merchantName },
          { field: 'couponName', kind: 'text', value: batch.name },
          valueOf(batch),
          { field: 'couponThreshold', kind: 'money', fen: batch.thresholdFen },
          validityOf(batch),
          { field: 'couponStock', kind: 'count', count: batch.totalStock },
          { field: 'couponPerUser', kind: 'count', count: batch.perUserLimit },
          ...(batch.description ? [{ field: 'couponDescription' as const, kind: 'text' as const, value: batch.description }] : []),
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

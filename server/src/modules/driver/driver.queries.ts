import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { enterpriseDrivers } from './driver.table';

/**
 * What other modules ask about an enterprise's drivers (BRIEF shared interface 2). "Active": the
 * user accepted the enterprise's invitation and has neither left nor been removed since.
 */

/** Whether the user is an active driver of the enterprise. */
export async function isEnterpriseDriver(db: Executor, enterpriseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enterpriseDrivers.id })
    .from(enterpriseDrivers)
    .where(and(eq(enterpriseDrivers.enterpriseId, enterpriseId), eq(enterpriseDrivers.driverId, userId), isNull(enterpriseDrivers.leftAt)))
    .limit(1);
  return row !== undefined;
}

/** The user ids of the enterprise's active drivers, in the order they joined. */
export async function enterpriseDriverIds(db: Executor, enterpriseId: number): Promise<number[]> {
  const rows = await db
    .select({ driverId: enterpriseDrivers.driverId })
    .from(enterpriseDrivers)
    .where(and(eq(enterpriseDrivers.enterpriseId, enterpriseId), isNull(enterpriseDrivers.leftAt)))
    .orderBy(asc(enterpriseDrivers.joinedAt), asc(enterpriseDrivers.id));
  return rows.map((row) => row.driverId);
}

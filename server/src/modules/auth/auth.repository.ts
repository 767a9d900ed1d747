import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { userProfileColumns } from '../user/user.repository';
import { users } from '../user/user.table';
import { authSessions, devices, refreshTokens, type SessionKind, type SessionRevokeReason } from './auth.table';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Touches a known device (same serial number and OS); its id, or undefined when it is new. */
export async function touchDevice(db: Executor, serialNo: string, os: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: at })
    .where(and(eq(devices.serialNo, serialNo), eq(devices.os, os)))
    .returning({ id: devices.id });
  return row?.id;
}

/** Registers a device by serial number and OS, or touches the existing one; returns its id. */
export async function upsertDevice(db: Executor, serialNo: string, os: string, at: Date): Promise<string> {
  const [row] = await db
    .insert(devices)
    .values({ serialNo, os, createdAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [devices.serialNo, devices.os], set: { lastSeenAt: at } })
    .returning({ id: devices.id });
  return row.id;
}

export async function deviceExists(db: Executor, deviceId: string): Promise<boolean> {
  const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId)).limit(1);
  return rows.length > 0;
}

/** Remembers who last signed in on a device. */
export async function linkDeviceToUser(db: Executor, deviceId: string, userId: number, at: Date): Promise<void> {
  await db.update(devices).set({ userId, lastSeenAt: at }).where(eq(devices.id, deviceId));
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: number; deviceId: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(session);
}

export async function insertRefreshToken(
  db: Executor,
  token: { jti: string; sessionId: string; userId: number; kind: SessionKind; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Executor, jti: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1);
  return row;
}

/** Whether the session has been ended (logout, reuse detection). */
export async function isSessionRevoked(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return !row || row.revokedAt !== null;
}

/**
 * Marks a live, unused refresh token as rotated to `successor`. Conditional, so of two concurrent
 * refreshes with the same token exactly one wins; false for the loser.
 */
export async function markRotated(db: Executor, jti: string, successor: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at, replacedBy: successor })
    .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  return rows.length === 1;
}

/** Ends a session: the session and all its still-live refresh tokens are revoked. */
export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: SessionRevokeReason,
  at: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

const accessGrant = preparedStatement((db) =>
  db
    .select({
      sessionId: refreshTokens.sessionId,
      userId: refreshTokens.userId,
      kind: refreshTokens.kind,
      live: sql<boolean>`${refreshTokens.revokedAt} is null and ${authSessions.revokedAt} is null`,
      account: userProfileColumns,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.jti, sql.placeholder('jti')))
    .limit(1)
    .prepare('access_grant'),
);

/**
 * What an access token's refresh token (rid) says about it now: still live or not, and the
 * account it signs in as, with its profile (so the user calls need no second read). One indexed
 * lookup per authorised request, read from the database every time and never remembered, so a
 * logout on any node takes effect at once.
 */
export async function findAccessGrant(db: Executor, refreshJti: string) {
  const [row] = await accessGrant(db).execute({ jti: refreshJti });
  return row;
}

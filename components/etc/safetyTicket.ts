import type { EtcSafetyPurpose } from '@/lib/api';

/**
 * The ticket the SMS safety check answered (safetyVerification), kept in memory only until the
 * change it allows: never in the address (history) or in storage, and gone on reload, when the
 * person simply verifies again. One use, a few minutes (the server decides; this only avoids
 * offering a ticket that has surely expired).
 */
interface KeptTicket {
  ticket: string;
  purpose: EtcSafetyPurpose;
  until: number;
}

let kept: KeptTicket | null = null;

/** Keeps a fresh ticket for `purpose`, good for `expiresIn` seconds. */
export function keepSafetyTicket(ticket: string, purpose: EtcSafetyPurpose, expiresIn: number, now = Date.now()): void {
  kept = { ticket, purpose, until: now + expiresIn * 1000 };
}

/** The kept ticket for `purpose` while it is still good, else null. */
export function safetyTicketFor(purpose: EtcSafetyPurpose, now = Date.now()): string | null {
  return kept && kept.purpose === purpose && kept.until > now ? kept.ticket : null;
}

/** The ticket was used (or refused): the next change verifies again. */
export function spendSafetyTicket(): void {
  kept = null;
}

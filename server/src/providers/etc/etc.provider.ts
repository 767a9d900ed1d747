import type { z } from 'zod';
import type { EtcApplicationNotify, EtcIssuerNotify } from '@/lib/contract/etc';
import type { TripReport } from './tolls';

/**
 * The ETC issuer (发行方, e.g. a provincial ETC service company): reviews card applications,
 * issues the card and OBU, ships them or hands them out at an outlet, activates them for the right
 * vehicle, signs bank withholding contracts through its bank channels, and charges tolls to active
 * cards (the toll side: tolls*.ts, helper B). It tells the platform what happened with signed
 * notifications to the platform's notify URL: asynchronously, at least once, in any order; the
 * platform verifies them, applies each once and never backwards (versions), and can ask
 * queryApplication when a notification is late. Every call is idempotent on the platform's reference.
 */

/** An application's state at the issuer: the same snapshot a notification carries (contract EtcApplicationNotify, without notifyId). */
export type IssuerApplicationState = Omit<z.output<typeof EtcApplicationNotify>, 'notifyId' | 'kind'>;

/** What the platform sends the issuer when an application is submitted (or resubmitted after a rejection). */
export interface IssuerSubmission {
  /** The platform's order number: submitting it again answers the same issuer order (resubmits it when rejected). */
  reference: string;
  applicantName: string;
  /** The applicant's national ID (the card is issued in their name). */
  applicantIdNumber: string;
  applicantMobile: string;
  plateNumber: string;
  plateColor: string;
  vehicleClass: number;
  axles: number;
  totalWeightKg: number;
  lengthMm: number;
  ownerName: string;
  vin: string | null;
  /** A certified vehicle of the applicant (the platform vouches for the licence); false: typed, the issuer checks the photos. */
  vehicleCertified: boolean;
  /** Whether both licence photos are attached (required for a typed vehicle). */
  licensePhotos: boolean;
  handleMethod: 'mail' | 'outlet';
  /** Mail: the address, one line. */
  mailingAddress: string | null;
  /** Outlet: the station's code. */
  outletCode: string | null;
  /** The signed withholding contract's number (the bank's). */
  contractNo: string;
}

export type IssuerCancelAnswer = { status: 'cancelled'; state: IssuerApplicationState } | { status: 'refused'; reason: 'alreadyIssued' | 'unknown'; state: IssuerApplicationState | null };

export type IssuerActivateAnswer =
  | { status: 'activated'; state: IssuerApplicationState | null }
  | { status: 'refused'; reason: 'mismatch' | 'notIssued' | 'unknownCard' };

/** A card as the issuer knows it (binding an existing card). */
export interface IssuerCard {
  cardNo: string;
  obuNo: string;
  plateNumber: string;
  plateColor: string;
  vehicleClass: number;
  state: 'issued' | 'active' | 'cancelled';
}

/** The bank withholding contract, signed through the issuer's bank channel. */
export interface WithholdingStart {
  channelCode: string;
  cardNumber: string;
  holderName: string;
  idNumber: string;
  /** The card's reserved mobile (the bank texts the code to it). */
  mobile: string;
}
export type WithholdingStarted = { status: 'started'; signingId: string } | { status: 'refused'; reason: 'bankMismatch' | 'unknownCard' };
export type WithholdingCheck = 'verified' | 'wrong' | 'failed';

export const ETC_NOTIFY_PATH = '/app/api/etc/issuer/notify';

export interface EtcIssuer {
  /** Submits (or resubmits a rejected) application; answers the issuer's order number and its state now. */
  submitApplication(submission: IssuerSubmission): Promise<{ issuerOrderNo: string; state: IssuerApplicationState }>;
  /** Cancels an application not yet issued; refused once the card is issued. */
  cancelApplication(issuerOrderNo: string): Promise<IssuerCancelAnswer>;
  /** The issuer's current view of an application (null when it does not know it). */
  queryApplication(issuerOrderNo: string): Promise<IssuerApplicationState | null>;
  /** Activates an issued card: only for the card + OBU issued together for that plate. */
  activate(request: { cardNo: string; obuNo: string; plateNumber: string }): Promise<IssuerActivateAnswer>;
  /** A card by number (null when unknown). */
  findCard(cardNo: string): Promise<IssuerCard | null>;
  /** Withholding contract: the bank texts a code to the card's reserved mobile. */
  startWithholding(request: WithholdingStart): Promise<WithholdingStarted>;
  confirmWithholding(signingId: string, code: string): Promise<WithholdingCheck>;
  /** After the code: the agreement accepted; answers the bank's contract number (null: not verified). */
  signWithholding(signingId: string, agreementVersion: string): Promise<{ contractNo: string } | null>;
  /**
   * Tolls (helper B, tolls.ts): the truck's movement as the roads see it. Only a simulator needs
   * it (it learns passages from the platform's tracked positions; a real issuer sees them at its
   * gantries): the platform reports a waybill's positions after each stored batch.
   */
  reportTrip?(report: TripReport): Promise<void>;
  /** Whether `signature` is the issuer's signature of `notification` (X-Etc-Signature). */
  verifyNotification(notification: z.output<typeof EtcIssuerNotify>, signature: string | undefined): boolean;
  /** Stops background timers. */
  close(): void;
}

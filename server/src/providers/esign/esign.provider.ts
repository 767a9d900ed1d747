/**
 * Electronic contract signing (e-sign vendor). The platform asks for a signing page per signer;
 * the signer reads the contract, types their name and draws a signature on the vendor's page;
 * the vendor then calls the platform back (an HMAC-signed POST the platform verifies) and sends
 * the signer back to the app. The local provider (local.ts) is such a vendor served by this server.
 */

/** One line of the contract as shown to the signer: a label and its value. */
export interface EsignContractLine {
  label: string;
  value: string;
}

/** What is signed: a title, the numbered clauses and the facts (parties, goods, route, freight, dates). */
export interface EsignContract {
  /** The platform's reference (the waybill id), echoed in the callback. */
  reference: string;
  title: string;
  facts: EsignContractLine[];
  clauses: string[];
}

export interface EsignSigner {
  /** The signer's side of the contract, e.g. 'driver' / 'cargoOwner'. */
  party: string;
  userId: number;
  /** The name the signer is expected to sign with (their real name), if known. */
  name: string | null;
  mobile: string;
}

export interface EsignRequestOptions {
  /** Where the vendor POSTs the completed signing (path on this server for the local provider). */
  callbackUrl: string;
  /** Where the signer's browser goes once signed. */
  returnUrl: string;
}

/** What the vendor POSTs to the callback: the completed signing, HMAC-signed in the `X-Esign-Signature` header. */
export interface EsignCompletion {
  signingId: string;
  signerName: string;
  signedAt: string;
  ip: string;
  /** The drawn signature, a PNG data URL. */
  signatureImage: string;
}

export const ESIGN_SIGNATURE_HEADER = 'x-esign-signature';

export interface EsignProvider {
  /** Opens a signing of `contract` for `signer`: the page to send them to and the vendor's id of it. */
  createSigning(contract: EsignContract, signer: EsignSigner, options: EsignRequestOptions): Promise<{ url: string; signingId: string }>;
  /** Whether `signature` (the header's value) is the vendor's signature of `completion`. */
  verifyCallback(completion: EsignCompletion, signature: string | undefined): boolean;
}

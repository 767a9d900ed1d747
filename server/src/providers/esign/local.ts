import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type EsignCompletion,
  type EsignContract,
  type EsignProvider,
  type EsignRequestOptions,
  type EsignSigner,
} from './esign.provider';

/** Where the local provider's signing pages are served (by the waybill module's routes). */
export const LOCAL_ESIGN_PAGE_PREFIX = '/logistics/api/esign/local/';

const SIGNING_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A signing as the local vendor keeps it (one JSON file per signing). */
export interface LocalSigning {
  signingId: string;
  contract: EsignContract;
  signer: EsignSigner;
  callbackUrl: string;
  returnUrl: string;
  createdAt: string;
  signed: { name: string; at: string; ip: string; image: string } | null;
}

/**
 * A real e-sign vendor run by this server: signing pages at `/logistics/api/esign/local/<id>`
 * (rendered by local.page.ts and mounted by the waybill module), its records kept as files under
 * config.dataDir/esign, and callbacks signed with HMAC-SHA256 under a key derived (HKDF) from the
 * server's token secret for this purpose only.
 */
export class LocalEsignProvider implements EsignProvider {
  private readonly key: Buffer;

  constructor(
    readonly root: string,
    tokenSecret: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', tokenSecret, 'toll-freight', 'esign-callback-v1', 32));
  }

  async createSigning(contract: EsignContract, signer: EsignSigner, options: EsignRequestOptions) {
    const signingId = randomBytes(18).toString('base64url');
    const record: LocalSigning = {
      signingId,
      contract,
      signer,
      callbackUrl: options.callbackUrl,
      returnUrl: options.returnUrl,
      createdAt: new Date().toISOString(),
      signed: null,
    };
    await this.save(record, 'wx');
    return { url: LOCAL_ESIGN_PAGE_PREFIX + signingId, signingId };
  }

  verifyCallback(completion: EsignCompletion, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    const expected = this.signatureOf(completion);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The vendor's signature (hex) of a completion, as sent in `X-Esign-Signature`. */
  sign(completion: EsignCompletion): string {
    return this.signatureOf(completion).toString('hex');
  }

  /** The signing, or null when there is none with this id. */
  async find(signingId: string): Promise<LocalSigning | null> {
    if (!SIGNING_ID_PATTERN.test(signingId)) return null;
    try {
      return JSON.parse(await readFile(this.pathOf(signingId), 'utf8')) as LocalSigning;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Records the signer's name, time, IP and drawn signature; answers the completion to call back with. */
  async complete(record: LocalSigning, signed: { name: string; at: Date; ip: string; image: string }): Promise<EsignCompletion> {
    const at = signed.at.toISOString();
    await this.save({ ...record, signed: { name: signed.name, at, ip: signed.ip, image: signed.image } }, 'w');
    return { signingId: record.signingId, signerName: signed.name, signedAt: at, ip: signed.ip, signatureImage: signed.image };
  }

  private signatureOf(c: EsignCompletion): Buffer {
    const image = createHash('sha256').update(c.signatureImage).digest('hex');
    return createHmac('sha256', this.key).update(JSON.stringify(['esign-callback', c.signingId, c.signerName, c.signedAt, c.ip, image])).digest();
  }

  private async save(record: LocalSigning, flag: 'w' | 'wx') {
    await mkdir(this.root, { recursive: true });
    await writeFile(this.pathOf(record.signingId), JSON.stringify(record), { flag, mode: 0o600 });
  }

  private pathOf(signingId: string): string {
    if (!SIGNING_ID_PATTERN.test(signingId)) throw new Error(`"${signingId}" is not a signing id`);
    return path.join(this.root, `${signingId}.json`);
  }
}

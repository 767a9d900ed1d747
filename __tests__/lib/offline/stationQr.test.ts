import { signSourceQr, stationQrKey } from '../../../server/src/modules/waybill/waybill.tokens';
import { signShortCode } from '../../../server/src/modules/waybill/waybill.shortCode';
import { verifyStationCode } from '@/lib/offline/stationQr';

/*
 * A kiosk verifies the codes the SERVER makes, with only the key GET stationQrKey gives it
 * (the same derivation, base64url), in the browser's WebCrypto.
 */
const SECRET = 'test-secret-of-the-server-0123456789abcdef';
const STATION = 17;
const kiosk = { stationId: STATION, key: stationQrKey(SECRET, STATION).toString('base64url') };
const NOW = Date.UTC(2030, 4, 1, 8, 0, 0);
const serverCode = (stationId = STATION, expiresAt = NOW + 3_600_000) =>
  signSourceQr(SECRET, { purpose: 'loading', goodsSourceId: 4321, stationId }, expiresAt).token;

describe('verifyStationCode (kiosk, without signal)', () => {
  it('accepts a code the server made for the station, reading its face', async () => {
    const check = await verifyStationCode(serverCode(), kiosk, NOW);
    expect(check.verdict).toBe('valid');
    expect(check.face).toEqual({ purpose: 'loading', goodsSourceId: 4321, stationId: STATION, expiresAt: new Date(Math.floor((NOW + 3_600_000) / 1000) * 1000) });
  });

  it('refuses a tampered code: another goods source, a moved expiry, a changed signature', async () => {
    const code = serverCode();
    const parts = code.split('.');
    const otherSource = [...parts.slice(0, 2), '4322', ...parts.slice(3)].join('.');
    const laterExpiry = [...parts.slice(0, 4), String(Number(parts[4]) + 86_400), parts[5]].join('.');
    const flipped = code.slice(0, -2) + (code.at(-2) === 'A' ? 'B' : 'A') + code.at(-1);
    for (const tampered of [otherSource, laterExpiry, flipped]) {
      expect((await verifyStationCode(tampered, kiosk, NOW)).verdict).toBe('invalid');
    }
    expect((await verifyStationCode('https://example.com/not-a-code', kiosk, NOW)).verdict).toBe('invalid');
  });

  it('says expired for a genuine code past its time at the scan, valid when scanned before', async () => {
    const code = serverCode(STATION, NOW - 1_000);
    expect((await verifyStationCode(code, kiosk, NOW)).verdict).toBe('expired');
    expect((await verifyStationCode(code, kiosk, NOW - 60_000)).verdict).toBe('valid');
  });

  it("cannot vouch for another station's code or an owner's own pickup code", async () => {
    expect((await verifyStationCode(serverCode(STATION + 1), kiosk, NOW)).verdict).toBe('otherStation');
    expect((await verifyStationCode(serverCode(0), kiosk, NOW)).verdict).toBe('otherStation');
    // A forged code claiming this station, signed with another station's key, is not genuine.
    const forged = serverCode(STATION + 1).replace(`.${STATION + 1}.`, `.${STATION}.`);
    expect((await verifyStationCode(forged, kiosk, NOW)).verdict).toBe('invalid');
  });
});

describe('verifyStationCode with a typed short code (kiosk, without signal)', () => {
  const shortCode = (stationId = STATION, atMs = NOW, purpose: 'loading' | 'unloading' = 'loading') =>
    signShortCode(SECRET, { purpose, goodsSourceId: 4321, stationId }, atMs);

  it('accepts the short code the server printed for the station, however it is typed, with its expiry', async () => {
    const { shortCode: code, expiresAt } = shortCode();
    expect(code).toMatch(/^Z-4321-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), ` ${code.replace(/-/g, ' ')} `]) {
      const check = await verifyStationCode(typed, kiosk, NOW);
      expect(check.verdict).toBe('valid');
      expect(check.face).toEqual({ purpose: 'loading', goodsSourceId: 4321, stationId: STATION, expiresAt });
    }
    // Still good in the next window (shown just before it turned), expired after that.
    expect((await verifyStationCode(code, kiosk, expiresAt.getTime() - 1)).verdict).toBe('valid');
    expect((await verifyStationCode(code, kiosk, expiresAt.getTime())).verdict).toBe('expired');
  });

  it("refuses a wrong check character, another source's, another station's and an owner's own pickup code", async () => {
    const { shortCode: code } = shortCode();
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    const otherSource = signShortCode(SECRET, { purpose: 'loading', goodsSourceId: 4322, stationId: STATION }, NOW).shortCode;
    for (const wrong of [code.slice(0, -1) + last, code.replace('4321', '4322'), shortCode(STATION + 1).shortCode, shortCode(0).shortCode]) {
      expect(await verifyStationCode(wrong, kiosk, NOW)).toEqual({ verdict: 'invalid', face: null });
    }
    expect((await verifyStationCode(otherSource, kiosk, NOW)).face?.goodsSourceId).toBe(4322);
  });
});

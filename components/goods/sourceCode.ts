/** What a goods-source QR token says on its face (`GQ1.<L|U>.<goodsSourceId>.<stationId|0>.<expires s>.<signature>`, docs/waybills.md). */
export interface SourceCodeFace {
  purpose: 'loading' | 'unloading';
  goodsSourceId: number;
  /** null: the owner's own pickup point. */
  stationId: number | null;
  expiresAt: Date;
}

const PATTERN = /^GQ1\.([LU])\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/;

/**
 * Reads a scanned code's face, or null when it is not a goods-source code. The signature is not
 * checked here (the phone holds no key): the server checks it when the driver scans to load.
 */
export function readSourceCode(text: string): SourceCodeFace | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const goodsSourceId = Number(match[2]);
  if (goodsSourceId < 1) return null;
  const stationId = Number(match[3]);
  return {
    purpose: match[1] === 'L' ? 'loading' : 'unloading',
    goodsSourceId,
    stationId: stationId === 0 ? null : stationId,
    expiresAt: new Date(Number(match[4]) * 1000),
  };
}

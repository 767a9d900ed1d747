import { fenOf, yuan } from '@/components/goods/format';
import { readSourceCode } from '@/lib/offline/stationQr';
import { isCachedApi } from '@/service-worker/apiCache';

describe('money', () => {
  it('reads typed yuan as integer fen and shows fen as yuan', () => {
    expect(fenOf('3500.5')).toBe(350050);
    expect(fenOf('0.07')).toBe(7);
    expect(fenOf('12')).toBe(1200);
    expect(fenOf('1.234')).toBeNaN();
    expect(fenOf('abc')).toBeNaN();
    expect(yuan(350050)).toBe('3,500.50');
    expect(yuan(120000)).toBe('1,200');
  });
});

describe('goods-source codes', () => {
  const signature = 'A'.repeat(43);
  it('reads the source, station, purpose and expiry on the face of a code', () => {
    expect(readSourceCode(`GQ1.L.42.3.1893456000.${signature}`)).toEqual({
      purpose: 'loading',
      goodsSourceId: 42,
      stationId: 3,
      expiresAt: new Date(1893456000 * 1000),
    });
    expect(readSourceCode(`GQ1.U.42.0.1893456000.${signature}`)?.stationId).toBeNull();
  });
  it('refuses anything else', () => {
    expect(readSourceCode('WB1.77.abc')).toBeNull();
    expect(readSourceCode(`GQ1.X.42.3.1893456000.${signature}`)).toBeNull();
    expect(readSourceCode(`GQ1.L.0.3.1893456000.${signature}`)).toBeNull();
  });
});

describe('the service worker cache rule', () => {
  const origin = 'https://app.example';
  it('keeps the market lists and own waybills, nothing else', () => {
    expect(isCachedApi(new Request(`${origin}/logistics/api/priorityGoods?current=1&size=10`), origin)).toBe(true);
    expect(isCachedApi(new Request(`${origin}/sub/logistics/api/waybillListOfDriver?current=1`), origin)).toBe(true);
    expect(isCachedApi(new Request(`${origin}/logistics/api/grabOrder`, { method: 'POST' }), origin)).toBe(false);
    expect(isCachedApi(new Request(`${origin}/logistics/api/waybillDetail/7`), origin)).toBe(true);
    expect(isCachedApi(new Request(`${origin}/logistics/api/sourceQrCode?goodsSourceId=7`), origin)).toBe(false);
    expect(isCachedApi(new Request(`https://other.example/logistics/api/priorityGoods`), origin)).toBe(false);
  });
});

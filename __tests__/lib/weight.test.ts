import { kgOfTonnes, tonnesOfKg } from '@/lib/weight';
import { weight } from '@/components/goods/format';

describe('weights in 吨, kilograms on the wire', () => {
  it('reads typed tonnes as whole kilograms, exactly', () => {
    expect(kgOfTonnes('31.5')).toBe(31500);
    expect(kgOfTonnes('0.8')).toBe(800);
    expect(kgOfTonnes(' 12.345 ')).toBe(12345);
    // 0.1 + 0.2 would drift in floating point; the digits do not.
    expect(kgOfTonnes('0.3')).toBe(300);
    expect(kgOfTonnes('4.001')).toBe(4001);
  });

  it('shows kilograms as tonnes, exactly and without trailing zeros', () => {
    expect(tonnesOfKg(31500)).toBe('31.5');
    expect(tonnesOfKg(800)).toBe('0.8');
    expect(tonnesOfKg(12345)).toBe('12.345');
    expect(tonnesOfKg(4001)).toBe('4.001');
    expect(tonnesOfKg(30000)).toBe('30');
    expect(tonnesOfKg(1)).toBe('0.001');
  });

  it('the goods weight says 0.8 吨 under a tonne, not 800 公斤', () => {
    expect(weight(800)).toBe('0.8 吨');
    expect(weight(12500)).toBe('12.5 吨');
  });
});

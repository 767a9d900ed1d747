import { digitsOf, fenOfYuan, formatYuan, groupInFours, signedYuan, yuanInput } from '@/components/money/amount';

describe('amounts typed in yuan become integer fen from the text', () => {
  it.each([
    ['0.29', 29],
    ['0.1', 10],
    ['1', 100],
    ['1234.5', 123450],
    ['1234.56', 123456],
    ['50000.00', 5_000_000],
    [' 12.3 ', 1230],
    ['0', 0],
  ])('"%s" is %i fen', (text, fen) => {
    expect(fenOfYuan(text)).toBe(fen);
  });

  it.each(['', '012', '1.234', '1.', '.5', '-1', '1,000', 'abc', '1e3', '9999999999999'])('"%s" is not an amount', (text) => {
    expect(fenOfYuan(text)).toBeNull();
  });

  it('never goes through floating point: every two-decimal amount round-trips', () => {
    const wrong: number[] = [];
    for (let fen = 0; fen < 100_000; fen += 1) if (fenOfYuan(yuanInput(fen)) !== fen) wrong.push(fen);
    expect(wrong).toEqual([]);
    // What parseFloat * 100 would get wrong:
    expect(fenOfYuan('0.29')).toBe(29);
    expect(fenOfYuan('1.13')).toBe(113);
  });
});

describe('amounts shown', () => {
  it('as yuan with thousands separators and two decimals', () => {
    expect(formatYuan(123450)).toBe('¥1,234.50');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(100_000_000_00)).toBe('¥100,000,000.00');
    expect(formatYuan(0)).toBe('¥0.00');
  });

  it('with the direction of a movement', () => {
    expect(signedYuan(100000, 'in')).toBe('+¥1,000.00');
    expect(signedYuan(350050, 'out')).toBe('−¥3,500.50');
  });

  it('as the plain text an amount field holds', () => {
    expect(yuanInput(123450)).toBe('1234.50');
  });
});

describe('card numbers', () => {
  it('are grouped in fours while typing, whatever was typed between the digits', () => {
    expect(groupInFours('6222021234')).toBe('6222 0212 34');
    expect(groupInFours('6222 0212 3456 7890 123')).toBe('6222 0212 3456 7890 123');
    expect(groupInFours('6222-0212')).toBe('6222 0212');
    expect(groupInFours('6222 ')).toBe('6222');
    expect(digitsOf('6222 0212 34')).toBe('6222021234');
  });
});

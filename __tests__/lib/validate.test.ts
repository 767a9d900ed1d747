/** Spec §5: every generic checker with valid and invalid values, and the form rules built on them. */
import { t } from '@/lib/i18n';
import {
  inRange,
  isAlphanumeric,
  isAmount,
  isChinese,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isEmpty,
  isJsonString,
  isLandline,
  isLetters,
  isMobile,
  isCreditCode,
  isNationalId,
  isNumber,
  isPlate,
  isUrl,
  lengthInRange,
  rules,
} from '@/lib/validate';

/** A national ID with its real ISO 7064 MOD 11-2 check character, computed independently of the code under test. */
function nationalId(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = first17.split('').reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('mobile', () => {
  test.each(['13800138000', '19912345678', '15000000000'])('%s passes', (value) => expect(isMobile(value)).toBe(true));
  test.each(['12800138000', '1380013800', '138001380001', '2380013800a', '+8613800138000', ''])('%s fails', (value) =>
    expect(isMobile(value)).toBe(false),
  );
});

describe('national ID', () => {
  const valid = [nationalId('11010519491231002'), nationalId('33010219900307123'), nationalId('44030420001229456')];
  test('the computed examples include one ending in X, and a known published one passes', () => {
    expect(isNationalId('11010519491231002X')).toBe(true);
    expect(valid[0]).toBe('11010519491231002X');
  });
  test.each(valid)('%s passes', (value) => expect(isNationalId(value)).toBe(true));
  test('a lower-case x check character passes', () => expect(isNationalId('11010519491231002x')).toBe(true));
  test.each([
    ['wrong check character', valid[1].slice(0, 17) + (valid[1][17] === '0' ? '1' : '0')],
    ['no 30 February', nationalId('33010219900230123')],
    ['no month 13', nationalId('33010219901301123')],
    ['born in the future', nationalId('33010230990101123')],
    ['17 characters', valid[1].slice(0, 17)],
    ['letter inside', 'A' + valid[1].slice(1)],
  ])('%s fails', (_why, value) => expect(isNationalId(value)).toBe(false));
});

describe('licence plate', () => {
  test.each(['浙A12345', '京AF0236', '粤B1234挂', '浙AD12345', '沪AF12345', '浙A12345D', '苏E12345F'])('%s passes', (value) =>
    expect(isPlate(value)).toBe(true),
  );
  test.each([
    ['too short', '浙A1234'],
    ['I is not used', '浙I12345'],
    ['8 characters without the D/F marker', '浙A123456'],
    ['new-energy marker in the wrong place', '浙A1D2345'],
    ['no province', 'AA12345'],
  ])('%s fails (%s)', (_why, value) => expect(isPlate(value)).toBe(false));
});

describe('amount', () => {
  test.each(['0', '0.5', '0.05', '12', '12.3', '12.30', '100000'])('%s passes', (value) => expect(isAmount(value)).toBe(true));
  test.each(['012', '00.5', '1.234', '1.', '.5', '-1', '1e3', ''])('%s fails', (value) => expect(isAmount(value)).toBe(false));
});

describe('landline', () => {
  test.each(['010-12345678', '0571-8888666', '0571-88886666-123'])('%s passes', (value) => expect(isLandline(value)).toBe(true));
  test.each(['01012345678', '05-12345678', '0571-123456', '0571-123456789', '0571-88886666-'])('%s fails', (value) =>
    expect(isLandline(value)).toBe(false),
  );
});

describe('code', () => {
  test('6 digits by default', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });
  test('N digits when asked', () => {
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
});

test.each([
  ['email', isEmail, ['driver@example.com', 'a.b+c@mail.example.cn'], ['driver@', 'driver@example', 'a b@example.com', '@example.com']],
  ['url', isUrl, ['https://example.com', 'http://10.0.0.1:8080/x?y=1'], ['example.com', 'ftp://example.com', 'https://', 'javascript:alert(1)']],
  ['date', isDate, ['2025-06-01', '2024/2/29', '2025-06-01 08:30', '2025-06-01 23:59:59'], ['2025-02-29', '2025-13-01', '2025-06-01 24:00', 'June 1']],
  ['number', isNumber, ['3', '-1.5', '+2', '.5', '10.'], ['1e3', '1,000', 'abc', '', '-']],
  ['digits', isDigits, ['0', '0123'], ['1.5', '-1', '12a', '']],
  ['Chinese-only', isChinese, ['王师傅', '杭州'], ['王A', 'Wang', '王 师傅', '']],
  ['letters', isLetters, ['Freight', 'abc'], ['abc1', 'a b', '货', '']],
  ['alphanumeric', isAlphanumeric, ['WB2025', 'abc', '123'], ['WB-2025', 'a b', '货1', '']],
  ['JSON string', isJsonString, ['{"a":1}', '[1,2]'], ['{a:1}', '"text"', '12', 'null', '']],
] as const)('%s', (_name, check, valid, invalid) => {
  for (const value of valid) expect([value, check(value)]).toEqual([value, true]);
  for (const value of invalid) expect([value, check(value)]).toEqual([value, false]);
});

test('range: numbers from min to max, both included', () => {
  expect(inRange(5, 1, 5)).toBe(true);
  expect(inRange('1', 1, 5)).toBe(true);
  expect(inRange('5.5', 1, 5)).toBe(false);
  expect(inRange(0, 1, 5)).toBe(false);
  expect(inRange('', 0, 5)).toBe(false);
  expect(inRange('abc', 0, 5)).toBe(false);
});

test('length range: from min to max characters, both included', () => {
  expect(lengthInRange('abc', 3, 5)).toBe(true);
  expect(lengthInRange('abcde', 3, 5)).toBe(true);
  expect(lengthInRange('ab', 3, 5)).toBe(false);
  expect(lengthInRange('abcdef', 3, 5)).toBe(false);
  expect(lengthInRange([1, 2, 3], 1, 3)).toBe(true);
});

test('url: the text as typed must be an address; what the URL parser would repair is refused', () => {
  const valid = [
    'https://example.com/', 'https://a.example.cn:8443/path/to?x=1&y=%E4%B8%AD#top', 'https://a.cn?from=share', 'http://[::1]:8080/',
    'https://例子.中国/路径', "https://example.com/a-b_c.~!$&'()*+,;=:@",
  ];
  const invalid = [
    'http:a.cn', 'https:/a.cn', 'http://a.cn\\path', 'http:\\\\a.cn', 'https://a.cn/a\nb', 'https://a.cn/ x',
    ' https://a.cn', 'https://a.cn/{x}', 'https://a.cn/a|b', 'https://a.cn/%', 'https://a.cn/%zz', 'https://a.cn/%4',
    'https:///path', 'https://:80/', 'https://user:pw@a.cn/', 'https://a.cn:99999/', 'https://a..cn/', 'https://-a.cn/',
  ];
  for (const value of valid) expect([value, isUrl(value)]).toEqual([value, true]);
  for (const value of invalid) expect([value, isUrl(value)]).toEqual([value, false]);
});

test('empty', () => {
  for (const value of [undefined, null, '', '   ', [], {}, Object.create(null), new Map(), new Set()]) expect(isEmpty(value)).toBe(true);
  const filled = Object.assign(Object.create(null) as object, { a: 1 });
  expect(isEmpty(filled)).toBe(false);
  for (const value of [0, false, 'a', [0], { a: 1 }, new Date()]) expect(isEmpty(value)).toBe(false);
});

describe('form rules', () => {
  test('format rules pass an empty value and refuse a wrong one with their catalogue message', () => {
    expect(rules.mobile.check('')).toBe(true);
    expect(rules.mobile.check('12345')).toBe(false);
    expect(t(rules.mobile.messageKey, rules.mobile.messageVars, 'en')).toBe('enter an 11-digit mobile number starting with 13-19');
    expect(t(rules.mobile.messageKey, rules.mobile.messageVars, 'zh-CN')).toBe('请输入正确的手机号码');
  });

  test('required refuses blank text', () => {
    expect(rules.required.check('  ')).toBe(false);
    expect(rules.required.check('x')).toBe(true);
  });

  test('parameterised rules carry their numbers into the message', () => {
    expect(rules.code.check('123456')).toBe(true);
    expect(t(rules.code.messageKey, rules.code.messageVars, 'en')).toBe('enter the 6-digit code');
    const four = rules.codeOf(4);
    expect(four.check('1234')).toBe(true);
    expect(four.check('123456')).toBe(false);
    const range = rules.range(1, 99);
    expect(range.check('100')).toBe(false);
    expect(t(range.messageKey, range.messageVars, 'en')).toBe('enter a number from 1 to 99');
    const length = rules.length(2, 20);
    expect(length.check('a')).toBe(false);
    expect(t(length.messageKey, length.messageVars, 'zh-CN')).toBe('长度应为2到20个字符');
  });

  test('every rule has a message in both catalogues', () => {
    const all = [
      ...Object.values(rules).filter((rule) => typeof rule === 'object'),
      rules.codeOf(4),
      rules.range(1, 2),
      rules.length(1, 2),
    ] as Array<{ messageKey: string }>;
    for (const rule of all) {
      expect(t(rule.messageKey, undefined, 'en')).not.toBe(rule.messageKey);
      expect(t(rule.messageKey, undefined, 'zh-CN')).not.toBe(rule.messageKey);
    }
  });
});

describe('unified social credit code', () => {
  test('a real code with its MOD 31 check character passes, in either case', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100m000100y43')).toBe(true);
  });
  test.each([
    ['wrong check character', '91350100M000100Y44'],
    ['17 characters', '91350100M000100Y4'],
    ['a letter outside the alphabet (I)', '91350100I000100Y43'],
    ['empty', ''],
  ])('%s fails', (_why, value) => expect(isCreditCode(value)).toBe(false));
});

/**
 * Every error code the server can send has a zh-CN and an English text with the same
 * placeholders: the codes come from the typed catalogue (what a throw compiles against) and from
 * the code literals written in server/src (tables of codes, refusals picked by condition), so a
 * code typed somewhere the compiler cannot see (a cast, a table typed loosely) is still caught.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allErrorTexts, isErrorCode, placeholdersOf } from '@/lib/i18n/errors/catalogue';

const SERVER_SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/(\.test|\.testing|^testing)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Literals shaped like codes that are not: the local bank's and ETC issuer's record kinds (providers/sim/records.ts). */
const NOT_CODES = new Set(['bank.sub', 'bank.check', 'bank.payout', 'etc.app', 'etc.card', 'etc.plate', 'etc.sign', 'etc.toll']);

const texts = allErrorTexts();
const domains = [...new Set(texts.map(([code]) => code.split('.')[0]))];

/** Quoted literals shaped like a code of a catalogued domain, e.g. 'waybill.cancelled', with where they are. */
function codeLiteralsInServer(): { code: string; where: string }[] {
  const shape = new RegExp(`['"\`]((?:${domains.join('|')})\\.[a-z][A-Za-z0-9]*)['"\`]`, 'g');
  return sourceFiles(SERVER_SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? [] : [...line.matchAll(shape)].map((m) => ({ code: m[1], where: `${path.relative(SERVER_SRC, file)}:${index + 1}` }))))
      .filter(({ code }) => !NOT_CODES.has(code)),
  );
}

describe('error code catalogue', () => {
  it('gives every code a zh-CN and an English text with the same placeholders', () => {
    assert.ok(texts.length > 300, `only ${texts.length} codes`);
    const problems = texts.flatMap(([code, zh, en]) => {
      const found: string[] = [];
      if (!/^[a-z]+\.[a-z][A-Za-z0-9]*$/.test(code)) found.push(`${code}: not <domain>.<camelCase>`);
      if (!zh.trim()) found.push(`${code}: no zh-CN text`);
      if (!en.trim()) found.push(`${code}: no English text`);
      if (zh === en) found.push(`${code}: the zh-CN text is the English one`);
      const [zhVars, enVars] = [placeholdersOf(zh), placeholdersOf(en)];
      if (zhVars.join() !== enVars.join()) found.push(`${code}: zh-CN has {${zhVars.join(', ')}}, English {${enVars.join(', ')}}`);
      return found;
    });
    assert.deepEqual(problems, []);
  });

  it('has every code literal written in server/src', () => {
    const literals = codeLiteralsInServer();
    assert.ok(literals.length > 300, `found only ${literals.length} code literals: the scan is broken`);
    const unknown = literals.filter(({ code }) => !isErrorCode(code));
    assert.deepEqual(unknown, []);
  });

  it('fails on a code missing from the catalogue or with placeholders that differ (the checks can fail)', () => {
    assert.equal(isErrorCode('sms.noSuchThing'), false);
    assert.notDeepEqual(placeholdersOf('验证码错误，还可以再试{triesLeft}次'), placeholdersOf('Wrong SMS code: {left} tries left'));
  });
});

import type { Locale } from '..';
import * as domains from './domains';

/**
 * The server's refusals as stable codes (`<domain>.<camelCase>`) with their zh-CN and English
 * texts. The server renders its English `msg` from here and the client shows the text of the
 * person's language, so each sentence is written once. A domain keeps its codes in
 * `errors/<domain>.ts` and registers the file with one line in `errors/domains.ts`.
 */

/** A domain's codes: each with its zh-CN and English text, the same `{param}` placeholders in both. */
export type ErrorTexts<Domain extends string> = Record<`${Domain}.${string}`, readonly [zhCN: string, en: string]>;

type Domains = typeof domains;
type DomainName = keyof Domains;

/** Every code the server may send: a throw with any other code does not compile. */
export type ErrorCode = { [D in DomainName]: keyof Domains[D] & string }[DomainName];

type EntryOf<C extends ErrorCode> = { [D in DomainName]: C extends keyof Domains[D] ? Domains[D][C] : never }[DomainName];
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A code's parameters, named by the placeholders of its English text. */
export type ErrorParams<C extends ErrorCode> = {
  [Name in Placeholders<EntryOf<C> extends readonly [string, infer En] ? En : never>]: string | number;
};

/** The codes whose texts take no parameters (what a table of refusals by state holds). */
export type PlainErrorCode = { [C in ErrorCode]: [keyof ErrorParams<C>] extends [never] ? C : never }[ErrorCode];

/** Parameter values as they travel in the envelope. */
export type ErrorParamValues = Record<string, string | number>;

/** The arguments after the code: params (required when the text has placeholders), then field errors. */
export type ErrorArgs<C extends ErrorCode, Rest = never> = [keyof ErrorParams<C>] extends [never]
  ? [params?: ErrorParams<C>, extra?: Rest]
  : [params: ErrorParams<C>, extra?: Rest];

const entries: Record<string, readonly [string, string]> = Object.assign({}, ...Object.values(domains));

/** Whether `code` is in the catalogue (a client may meet a code newer than itself). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(entries, code);
}

/** Every code with its two texts, for the completeness tests. */
export function allErrorTexts(): ReadonlyArray<[code: ErrorCode, zhCN: string, en: string]> {
  return Object.entries(entries).map(([code, [zh, en]]) => [code as ErrorCode, zh, en]);
}

/**
 * The text of `code` in `locale` with its `{param}` placeholders filled (a missing param stays
 * visible). A param whose value is itself a code (an action such as `waybill.actionCancel`) is
 * shown as that code's text, so such params read in the person's language too.
 */
export function errorText(code: ErrorCode, params: ErrorParamValues = {}, locale: Locale = 'en'): string {
  const [zh, en] = entries[code];
  const shown = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, isErrorCode(value) ? errorText(value, {}, locale) : value]),
  );
  return fill(locale === 'en' ? en : zh, shown);
}

export function fill(template: string, vars: ErrorParamValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

/** The `{param}` names of a text, sorted: zh-CN and English must name the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

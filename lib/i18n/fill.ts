/**
 * A text with its `{name}` placeholders filled from `vars` (a missing value stays visible). Its
 * own module: `t` (in the first bundle) and the error catalogue (loaded with the request layer)
 * share it without `t` pulling every error text into the first screen.
 */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

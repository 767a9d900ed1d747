/**
 * CSS modules' class maps. Next's own declaration comes through next-env.d.ts, which only a build
 * writes; this one lets `npm run typecheck` pass in a fresh checkout too.
 */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

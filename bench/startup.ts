/**
 * `npm run bench:startup` (a measurement, not a test): where the first screen's main-thread time
 * goes while the app starts, per load, at Lighthouse's 4 × CPU slowdown. Lighthouse's score moves
 * ±0.04 between runs on this machine, more than a cut of a few tens of ms can move it; Chrome's own
 * sampling profiler over several loads can tell such a cut. Prints, averaged over BENCH_RUNS loads
 * (default 6) of the download page at a phone's size and agent:
 *  - JavaScript time by script (the framework's chunks, the app's, the page's inline scripts),
 *  - React's scheduler work (hydration's render, the commit, the mount effects, a synchronous
 *    re-render after hydration), which is what the app adds to a bare export's start,
 *  - the app's own source positions inside that work (inclusive), through the export's source maps.
 * It builds the export with source maps (BENCH_SOURCE_MAPS=1, read by next.config.ts), measures,
 * then builds it again without them, so `out/` is left as `npm run build` leaves it
 * (BENCH_SKIP_BUILD=1: measure the export as it is, by script only where it has no maps).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startServer, CHROMIUM_FLAGS, CHROMIUM_PATH } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 8198);
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
/** Lighthouse's mobile emulation: its slowdown, viewport and agent. */
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

interface SourceMap {
  originalPositionFor(at: { line: number; column: number }): { source: string | null; line: number | null };
}
const { SourceMapConsumer } = createRequire(import.meta.url)('next/dist/compiled/source-map') as {
  SourceMapConsumer: new (map: unknown) => Promise<SourceMap>;
};

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** React DOM's functions that name a phase of its work, by the name its production build keeps. */
const REACT_PHASES: [string, RegExp][] = [
  ['render (hydration and updates, yielding)', /^function performUnitOfWork\(/],
  ['commit', /^function commitRoot\(/],
  ['mount effects (useEffect)', /^function flushPassiveEffects\(/],
  ['synchronous render', /^function performSyncWorkOnRoot\(/],
];

const maps = new Map<string, SourceMap | null>();
async function mapOf(url: string): Promise<SourceMap | null> {
  if (!maps.has(url)) {
    const file = `out${new URL(url).pathname}.map`;
    maps.set(url, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url)!;
}

/** A frame's place: "source:line" through the source map, else the script's file name. */
async function placeOf(frame: CallFrame): Promise<string> {
  if (!frame.url) return frame.functionName || '(native)';
  const map = await mapOf(frame.url);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at?.source) return frame.url.split('/').pop() ?? frame.url;
  return `${at.source.replace('webpack://_N_E/', '').replace('node_modules/next/dist/compiled/', '')}:${at.line}`;
}

/** The React DOM function a source line sits in, read from the source the map names. */
const reactLines = new Map<string, string[]>();
const functionAt = new Map<string, string | undefined>();
function reactFunctionAt(place: string): string | undefined {
  if (functionAt.has(place)) return functionAt.get(place);
  let found: string | undefined;
  const match = /^(react-dom\/cjs\/[^:]+):(\d+)$/.exec(place);
  if (!match) {
    functionAt.set(place, undefined);
    return undefined;
  }
  const file = `node_modules/next/dist/compiled/${match[1]}`;
  if (!reactLines.has(file)) reactLines.set(file, existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  const lines = reactLines.get(file)!;
  for (let line = Number(match[2]) - 1; line >= 0 && !found; line -= 1) if (/^ {0,2}function [\w$]+\(/.test(lines[line] ?? '')) found = lines[line].trim();
  functionAt.set(place, found);
  return found;
}

async function profileLoads(url: string) {
  const byScript = new Map<string, number>();
  const phases = new Map<string, number>();
  const appInScheduler = new Map<string, number>();
  let scheduler = 0;
  const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
  for (let run = 0; run < RUNS; run += 1) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.start');
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      // Each node's place once (a source-map lookup), not once per sample that passes through it.
      const places = new Map<number, string>();
      for (const node of profile.nodes) places.set(node.id, await placeOf(node.callFrame));
      for (const [i, sample] of profile.samples.entries()) {
        const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const top = nodes.get(sample)!.callFrame;
        if (top.url) add(byScript, new URL(top.url).pathname.split('/').pop() ?? top.url, ms);
        const stack: string[] = [];
        for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) stack.push(places.get(id)!);
        if (!stack.some((place) => place.startsWith('scheduler/'))) continue;
        scheduler += ms;
        const functions = new Set(stack.map(reactFunctionAt));
        for (const [phase, name] of REACT_PHASES) if ([...functions].some((f) => f && name.test(f))) add(phases, phase, ms);
        for (const place of new Set(stack.filter((p) => /^(components|lib|app)\//.test(p)))) add(appInScheduler, place, ms);
      }
    } finally {
      await browser.close();
    }
  }
  return { byScript, phases, appInScheduler, scheduler };
}

function print(title: string, values: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  for (const [key, ms] of [...values].sort((a, b) => b[1] - a[1]).slice(0, limit)) console.log(`  ${(ms / RUNS).toFixed(1).padStart(7)} ms  ${key}`);
}

async function main() {
  const build = process.env.BENCH_SKIP_BUILD !== '1';
  // The builds' logs go to stderr, so stdout carries only the figures.
  if (build) execSync('npm run build', { stdio: ['ignore', 2, 2], env: { ...process.env, BENCH_SOURCE_MAPS: '1' } });
  try {
    const server = await startServer({ port: PORT, env: { DEMO: '0' } });
    let figures: Awaited<ReturnType<typeof profileLoads>>;
    try {
      figures = await profileLoads(`${server.url}/`);
    } finally {
      await server.stop();
    }
    console.log(`The download page's start, ${RUNS} loads, ${CPU_SLOWDOWN} × CPU, phone emulation; ms per load (sampled)`);
    print('JavaScript by script (self time):', figures.byScript, 15);
    console.log(`\nReact's scheduler work: ${(figures.scheduler / RUNS).toFixed(1)} ms`);
    print("of which (inclusive; phases nest):", figures.phases, REACT_PHASES.length);
    print("the app's code inside it (inclusive, by source line):", figures.appInScheduler, 20);
  } finally {
    // Leave out/ as `npm run build` leaves it: no source maps served.
    if (build) execSync('npm run build', { stdio: ['ignore', 2, 2] });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

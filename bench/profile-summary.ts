/**
 * `node --import tsx bench/profile-summary.ts <file.cpuprofile> [top] [from-to]`: where a V8 CPU
 * profile (node --cpu-prof, see bench/README.md "Profiling") spent its time: self time per function
 * and per package or source folder, largest first. Only Node itself, no tool to install.
 *
 * A server's profile also holds its start and the idle time around the load: `from-to` (seconds
 * since the profile began, e.g. `10-19`) counts only the samples in that window, without the idle
 * ones, so the shares are of the CPU the load used. The busy share of every second is printed
 * first, to find the window.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [top] [from-to]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

// Per second: the share of samples that were not idle.
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const seconds: { busy: number; all: number }[] = [];
let elapsed = 0;
const sampleSecond = profile.samples.map((id, i) => {
  elapsed += profile.timeDeltas[i];
  const second = elapsed / 1e6;
  const slot = (seconds[Math.floor(second)] ??= { busy: 0, all: 0 });
  slot.all += 1;
  if (!idle.has(id)) slot.busy += 1;
  return second;
});
console.log(`busy share per second: ${seconds.map((s, i) => `${i}:${s ? Math.round((100 * s.busy) / s.all) : 0}`).join(' ')}\n`);
if (windowArg) {
  const [from, to] = windowArg.split('-').map(Number);
  const hits = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (sampleSecond[i] >= from && sampleSecond[i] < to && !idle.has(id)) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  for (const n of profile.nodes) n.hitCount = hits.get(n.id) ?? 0;
  console.log(`samples from ${from} s to ${to} s, idle left out`);
}
const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);

/** node_modules/<package>, or the source folder, or Node's own. */
function placeOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  const ours = /\/(server\/src\/[^/]+(?:\/[^/]+)?|lib\/[^/]+|bench)\//.exec(url);
  return ours ? ours[1] : url;
}

function tally(key: (n: ProfileNode) => string): [string, number][] {
  const sums = new Map<string, number>();
  for (const n of profile.nodes) sums.set(key(n), (sums.get(key(n)) ?? 0) + n.hitCount);
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const pct = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
console.log(`self time by package or folder (${total} samples)`);
for (const [place, hits] of tally((n) => placeOf(n.callFrame.url))) console.log(`${pct(hits)}  ${place}`);
console.log('\nself time by function');
for (const [fn, hits] of tally((n) => `${n.callFrame.functionName || '(anonymous)'}  ${placeOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`)) {
  console.log(`${pct(hits)}  ${fn}`);
}

// Inclusive time: a function's own samples plus everything it called (counted once per stack even
// when it recurses), which is what a hook or a plugin costs the request as a whole.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}  ${placeOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const n of profile.nodes) {
  if (n.hitCount === 0) continue;
  const seen = new Set<string>();
  for (let at: ProfileNode | undefined = n; at; at = byId.get(parentOf.get(at.id) ?? -1)) {
    const key = label(at);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + n.hitCount);
  }
}
console.log('\ninclusive time by function (with what it called)');
for (const [fn, hits] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(hits)}  ${fn}`);

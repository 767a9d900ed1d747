/**
 * Web budget benchmark (not a test): builds the static export, serves it compressed by the real
 * server, and prints
 *  - the JavaScript the first screen actually fetched (files and gzipped bytes),
 *  - a Lighthouse mobile run (performance score, LCP, TBT), median of 3.
 * Usage: npm run bench:web   (BENCH_SKIP_BUILD=1 to reuse out/, BENCH_RUNS=n for another count)
 */
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, CHROMIUM_FLAGS, CHROMIUM_PATH } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function firstScreenScripts(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // Service workers blocked: their precache fetches are not what the first screen needs.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: res.url().replace(url, ''), gzip: gzipSync(body).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return scripts;
}

async function lighthouseRuns(url: string) {
  const results: { performance: number; lcp: number; tbt: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      const lhr = result!.lhr;
      results.push({
        performance: lhr.categories.performance.score ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });
  const server = await startServer({ port: PORT, env: { DEMO: '0' } });
  try {
    const url = `${server.url}/`;
    const scripts = await firstScreenScripts(url);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log('\nJavaScript fetched by the first screen (gzipped):');
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KiB  total in ${scripts.length} files`);

    const runs = await lighthouseRuns(url);
    console.log(`\nLighthouse mobile, ${RUNS} runs (median):`);
    console.log(`  performance ${median(runs.map((r) => r.performance)).toFixed(2)}   runs: ${runs.map((r) => r.performance.toFixed(2)).join(', ')}`);
    console.log(`  LCP         ${Math.round(median(runs.map((r) => r.lcp)))} ms`);
    console.log(`  TBT         ${Math.round(median(runs.map((r) => r.tbt)))} ms`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

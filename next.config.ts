import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import withPWAInit from '@ducanh2912/next-pwa';

/**
 * One id per build, shared by the build's worker processes (they inherit the environment):
 * Next's build id and the precache revision of the exported HTML, which webpack never sees.
 */
process.env.TF_BUILD_ID ??= `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
const BUILD_ID = process.env.TF_BUILD_ID;

const PUBLIC_DIR = path.join(process.cwd(), 'public');
/**
 * next-pwa adds this script to every page's entry whether or not it registers the worker: with
 * `register: false` it only builds an unused `window.workbox` (and ships a second copy of
 * workbox-window in the first screen's JavaScript). The app registers through
 * components/pwa/ServiceWorkerUpdate instead, so the script is replaced by an empty module.
 */
const NEXT_PWA_ENTRY_SCRIPT = path.join(
  path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('@ducanh2912/next-pwa')),
  'sw-entry.js',
);
/** Files next-pwa writes into public/ at build time; the worker loads them itself. */
const GENERATED_WORKER_FILE = /^(sw|workbox-.*|worker-.*|fallback-.*|swe-worker-.*)\.js(\.map)?$/;

/**
 * Precache entries for public/ (icons, manifest, offline page) and the exported HTML. URLs are
 * relative, resolved against sw.js, so the precache works from any sub-path; next-pwa's own
 * public/ entries would be absolute ('/icons/...').
 */
function shellPrecacheEntries(): { url: string; revision: string }[] {
  const files = readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(PUBLIC_DIR, file)).isFile())
    .filter((file) => !GENERATED_WORKER_FILE.test(path.basename(file)));
  return [
    { url: 'index.html', revision: BUILD_ID },
    ...files.map((file) => ({
      url: file.split(path.sep).join('/'),
      revision: createHash('md5').update(readFileSync(path.join(PUBLIC_DIR, file))).digest('hex'),
    })),
  ];
}

const withPWA = withPWAInit({
  dest: 'public',
  // Registered by components/pwa/ServiceWorkerUpdate with relative URLs ('./sw.js', scope './').
  register: false,
  disable: process.env.NODE_ENV === 'development',
  customWorkerSrc: 'service-worker',
  // The start URL is index.html, precached below; next-pwa's start-url cache uses absolute '/'.
  cacheStartUrl: false,
  dynamicStartUrl: false,
  // Reloading when the network returns would throw away what a person was typing.
  reloadOnOnline: false,
  // Replaces next-pwa's default runtime rules, which would cache every same-origin GET (API included).
  extendDefaultRuntimeCaching: false,
  workboxOptions: {
    // A new version waits until the person chooses "reload" in the update prompt.
    skipWaiting: false,
    clientsClaim: true,
    additionalManifestEntries: shellPrecacheEntries(),
    // Everything here is a static file: shared links carry tracking parameters (from=, isappinstalled=)
    // that must not make index.html miss the precache.
    ignoreURLParametersMatching: [/.*/],
    runtimeCaching: [
      {
        // Static files not in the precache (e.g. images added after install); never the API.
        urlPattern: ({ sameOrigin, url }) =>
          sameOrigin &&
          !/\/(appserver|app\/api|logistics\/api|store\/api)\//.test(url.pathname) &&
          /\.(?:js|css|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|webmanifest)$/i.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'static-assets',
          expiration: { maxEntries: 64, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
      {
        // Documents that are not the precached shell: the network, or the offline page without it.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
    ],
  },
});

const nextConfig: NextConfig = {
  output: 'export',
  // '.' (not './'): script and style URLs become './_next/...', so the export runs from any
  // sub-path and from file:// without a rebuild.
  assetPrefix: '.',
  images: { unoptimized: true },
  // The build type-checks the web half only; the server and tests are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.web.json' },
  generateBuildId: () => BUILD_ID,
  // The first screen's styles (the theme's tokens, the download page's module: ~6 KiB, +1.9 KiB
  // gz of HTML) inside index.html rather than two stylesheet requests the first paint waits for:
  // on a weak signal the page paints after one round trip instead of two. Later screens still
  // bring their own stylesheets with their chunks. (Lighthouse's simulated LCP moved both ways
  // across runs: bench/README.md, session 11.)
  experimental: { inlineCss: true },
  // Only for `npm run bench:startup`, which maps its profile of the first screen to the sources
  // and then builds again without them: a deployment serves no source maps.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  webpack(config, { isServer, webpack }) {
    if (!isServer) {
      config.resolve.alias = { ...config.resolve.alias, [NEXT_PWA_ENTRY_SCRIPT]: false };
      useRelativeCssAssetUrls(config.module?.rules ?? []);
      config.plugins.push(new RelativeWorkerImportsPlugin(webpack));
    }
    return config;
  },
};

/**
 * Extracted CSS lives in _next/static/css/, so url() assets in it must go up two levels to reach
 * _next/ ('../../static/media/...'); the default './_next/' would be read relative to the CSS file.
 */
function useRelativeCssAssetUrls(rules: unknown[]): void {
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const { oneOf, use } = rule as { oneOf?: unknown[]; use?: unknown };
    if (oneOf) useRelativeCssAssetUrls(oneOf);
    for (const loader of Array.isArray(use) ? use : [use]) {
      const entry = loader as { loader?: string; options?: Record<string, unknown> } | undefined;
      if (entry?.loader?.includes('mini-css-extract-plugin') && entry.options) entry.options.publicPath = '../../';
    }
  }
}

type Webpack = typeof import('webpack');

/**
 * next-pwa names its worker files in sw.js with absolute URLs (importScripts("/worker-<hash>.js")
 * and the same in the precache list), which miss when the app is served from a sub-path, and
 * then the whole worker fails to install. Rewrites them relative to sw.js, after Workbox has
 * written the file.
 */
class RelativeWorkerImportsPlugin {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: import('webpack').Compiler): void {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('RelativeWorkerImports', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RelativeWorkerImports', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (path.basename(file) !== 'sw.js') continue;
            const text = source.source().toString();
            const relative = text.replace(/"\/((?:worker|fallback|swe-worker)-[\w-]+\.js)"/g, '"./$1"');
            if (relative !== text) compilation.updateAsset(file, new sources.RawSource(relative));
          }
        },
      );
    });
  }
}

export default withPWA(nextConfig);

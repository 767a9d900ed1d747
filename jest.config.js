// Plain CommonJS on purpose: Jest loads a jest.config.ts only through ts-node (or Node >= 22.6's
// type stripping); this project runs Node 20 without ts-node, so a .ts config cannot be read.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

/** Packages shipped only as ES modules; Jest runs CommonJS, so these must go through the transform. */
const ESM_PACKAGES = ['ky'];

/** @type {import('jest').Config} */
const customConfig = {
  // jsdom plus Node's fetch, streams and friends (jsdom has none of them; ky needs them).
  testEnvironment: '<rootDir>/__tests__/jest-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts', '<rootDir>/__tests__/**/*.test.tsx'],
  // The browser tests under e2e/ run with playwright through `npm run test:e2e`, not Jest.
  testPathIgnorePatterns: ['<rootDir>/__tests__/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A screen test types, picks and waits like a person; on a loaded 2-core CI machine one that takes
  // 2 s quietly takes 8-12 s, so the default 5 s fails tests that are slow, not wrong.
  testTimeout: 20_000,
  // Jest's default (one worker fewer than the cores) runs a 2-core machine's suites one at a time,
  // in band: 558 s in CI. Both cores: 306 s on the same machine (2026-11-25).
  maxWorkers: '100%',
};

module.exports = async () => {
  const config = await createJestConfig(customConfig)();
  // next/jest puts a '/node_modules/' pattern first (sparing only Next's own transpiled packages),
  // which would leave ky untransformed; add the ESM packages to the packages it spares.
  const [first, ...rest] = config.transformIgnorePatterns ?? [];
  const spared = ESM_PACKAGES.join('|');
  const pattern = first && first.includes('(?!(') ? first.replace('(?!(', `(?!(${spared}|`) : `/node_modules/(?!(${spared})/)`;
  return { ...config, transformIgnorePatterns: [pattern, ...rest] };
};

// Mutation testing (npm run test:mutation; not part of npm test). See README, "Mutation testing".
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'lib/**/*.{ts,tsx}',
    'supabase/local/rest/**/*.ts',
    // Generated from the schema; nothing to mutate.
    '!lib/supabase/database.types.ts',
    // next/font declarations, read by the compiler at build time; nothing of it runs in a test.
    '!lib/theme/fonts.ts',
  ],
  coverageAnalysis: 'perTest',
  // A rerun tests only mutants whose code or covering tests changed since the last run. The file
  // is checked in, so every checkout starts from the last recorded results.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores shared with other work.
  concurrency: 2,
  timeoutMS: 20_000,
  // The first, unmutated run of every covering test file (the whole suite for a full run).
  dryRunTimeoutMinutes: 40,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['.data', '.next', 'coverage', 'reports', 'test-results', 'tests/e2e', 'bench'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}

export default config

// Mutation testing with the unit tests and only the integration files named in SLICE_TESTS:
// `SLICE_TESTS=tests/integration/app/admin/orders.test.ts npx stryker run stryker.slice.config.mjs
// --mutate lib/actions/admin/orders/**/*.ts --concurrency 1`. See README, "Mutation testing".
import config from './stryker.config.mjs'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const sliceConfig = {
  ...config,
  vitest: { configFile: 'vitest.slice.config.ts' },
}

export default sliceConfig

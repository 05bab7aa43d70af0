// Mutation testing against the unit suite only: `npx stryker run stryker.unit.config.mjs`.
// Cheap (no Supabase Local), but a mutant that only integration tests reach counts as "no
// coverage", so list here only files the unit tests reach. See README, "Mutation testing".
import config from './stryker.config.mjs'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const unitConfig = {
  ...config,
  vitest: { configFile: 'vitest.unit.config.ts' },
}

export default unitConfig

import { defineConfig } from 'vitest/config'

import base from './vitest.config'

// The unit project alone, for mutation runs that should not start Supabase Local
// (stryker.unit.config.mjs). Stryker's --testFiles would do the same, but with a test filter
// Stryker 10.1 activates static mutants after their module has loaded, so they all "survive"
// (stryker-mutator/stryker-js#6144).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: base.test?.projects?.filter(
      (project) =>
        typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
    ),
  },
})

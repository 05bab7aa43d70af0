import { defineConfig } from 'vitest/config'

import base from './vitest.config'

// The integration project limited to the files in SLICE_TESTS (comma-separated), for mutation runs
// over code only integration tests reach (stryker.slice.config.mjs): the full config's dry run
// would start Supabase Local for every integration file. A config file rather than Stryker's
// --testFiles, which breaks static mutants (README, "Mutation testing").
const include = (process.env.SLICE_TESTS ?? '').split(',').filter(Boolean)

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: base.test?.projects?.map((project) =>
      typeof project === 'object' && 'test' in project && project.test?.name === 'integration'
        ? { ...project, test: { ...project.test, include } }
        : project,
    ),
  },
})

import { existsSync } from 'node:fs'

import { runOrExit } from './run.ts'

// Browser tests run against the production build; build first unless one is already there
// (npm test builds just before this step).
await runOrExit('bash', ['scripts/ensure-chromium.sh'])
if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  await runOrExit('npm', ['run', 'build'])
}
await runOrExit('npx', [
  'playwright',
  'test',
  ...process.argv.slice(2).filter((arg) => arg !== '--build'),
])

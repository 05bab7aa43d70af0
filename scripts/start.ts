import { runOrExit } from './run.ts'

await runOrExit('npx', [
  'next',
  'start',
  '-p',
  process.env.PORT ?? '3000',
  ...process.argv.slice(2),
])

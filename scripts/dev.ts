import { runOrExit } from './run.ts'

await runOrExit('npx', ['next', 'dev', '-p', process.env.PORT ?? '3000', ...process.argv.slice(2)])

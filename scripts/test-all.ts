import { runOrExit } from './run.ts'

// Everything CI checks, cheapest first so a failure shows up early.
const steps: [string, string[]][] = [
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'format:check']],
  ['npm', ['run', 'test:unit']],
  ['npm', ['run', 'test:integration']],
  ['npm', ['run', 'build']],
  // Every inline script in the build's prerendered shells must be in the CSP's hash list.
  ['npm', ['run', 'csp:hashes']],
  // Reads the build just made: no public route may load admin code (issue 15). Takes seconds.
  ['npm', ['run', 'bench:js', '--', '--admin-only']],
  ['npm', ['run', 'test:e2e']],
]

for (const [command, args] of steps) {
  console.info(`\n▶ ${command} ${args.join(' ')}`)
  await runOrExit(command, args)
}
console.info('\n✔ All checks passed')

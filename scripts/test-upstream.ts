// Runs one of supabase-js's upstream integration suites against a throwaway Supabase Local:
//   npm run test:upstream -- <postgrest|storage|auth> <path-to-a-supabase-js-checkout> [jest args]
// The package's fixture schema and seed are loaded into an in-memory database, the suite's
// hard-coded http://localhost:54321 is redirected to a free port (the test files stay untouched),
// jest runs in upstream's order with --ci (snapshots compared, never written), and the last line
// is `N passed, M failed`. Nothing is written into the project; the checkout gets a
// node_modules (jest and the suites' libraries) on first use.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../supabase/local/db/open-database.ts'
import { startSupabaseLocal, type SupabaseLocalOptions } from '../supabase/local/server.ts'
import { adaptFixture, authFixture, type UpstreamPackage } from './test-upstream/fixtures.ts'

const packages: UpstreamPackage[] = ['postgrest', 'storage', 'auth']

// What the suites import besides their own sources (upstream installs them through pnpm's catalog).
const runnerDependencies = [
  'jest@30.4.2',
  'ts-jest@29.4.9',
  '@jest/test-sequencer@30.4.1',
  '@jest/types@30.4.1',
  '@types/jest@30.0.0',
  '@types/node@20.19.9',
  'typescript@5.8.3',
  'prettier@3.6.2',
  'tslib@2.8.1',
  'jsonwebtoken@9.0.2',
  '@types/jsonwebtoken@8.5.9',
  '@faker-js/faker@9.9.0',
  'jest-environment-jsdom@30.4.1',
  'jest-mock-server@0.1.0',
  'ts-node@10.9.2',
  'type-fest@4.41.0',
  'zod@3.25.76',
]

function usage(): never {
  console.error(
    'Usage: npm run test:upstream -- <postgrest|storage|auth> <path-to-supabase-js-checkout> [jest args]',
  )
  process.exit(2)
}

function run(command: string, args: string[], cwd: string, env = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

// The suites' own libraries plus the runtime dependencies of the packages under test.
async function ensureRunner(checkout: string): Promise<void> {
  const wanted = [...runnerDependencies]
  for (const pkg of packages) {
    const manifest = JSON.parse(
      await readFile(path.join(checkout, 'packages', 'core', `${pkg}-js`, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> }
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {}))
      wanted.push(`${dep}@${range}`)
  }
  const missing = wanted.filter((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'))
    return !existsSync(path.join(checkout, 'node_modules', name, 'package.json'))
  })
  if (missing.length === 0) return
  const dir = path.join(checkout, '.test-upstream')
  await mkdir(dir, { recursive: true })
  if (!existsSync(path.join(dir, 'package.json'))) {
    await writeFile(
      path.join(dir, 'package.json'),
      '{ "name": "upstream-runner", "private": true }\n',
    )
  }
  const code = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...missing],
    dir,
  )
  if (code !== 0) throw new Error('npm install of the suite runner failed')
  if (!existsSync(path.join(checkout, 'node_modules'))) {
    await symlink(path.join('.test-upstream', 'node_modules'), path.join(checkout, 'node_modules'))
  }
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port from ${from}`)
}

// Loaded by jest before every test file: the suites name http://localhost:54321 (or 127.0.0.1);
// requests go to the throwaway instance instead, so URLs in results and snapshots stay upstream's.
const redirectSetup = `
const target = process.env.UPSTREAM_TARGET_URL
const pattern = /^http:\\/\\/(localhost|127\\.0\\.0\\.1):54321(?=\\/|$)/
const originalFetch = globalThis.fetch
const rewrite = (input) => {
  if (typeof input === 'string') return input.replace(pattern, target)
  if (input instanceof URL) return new URL(input.href.replace(pattern, target))
  if (input && typeof input.url === 'string' && pattern.test(input.url)) {
    return new Request(input.url.replace(pattern, target), input)
  }
  return input
}
globalThis.fetch = function redirectedFetch(input, init) {
  return originalFetch(rewrite(input), init)
}
`

type JestSummary = {
  numPassedTests: number
  numFailedTests: number
  testResults: { status: string; message: string; assertionResults: unknown[]; name: string }[]
}

async function main(): Promise<void> {
  const [name, checkoutArg, ...jestArgs] = process.argv.slice(2)
  if (!name || !checkoutArg || !packages.includes(name as UpstreamPackage)) usage()
  const pkg = name as UpstreamPackage
  const checkout = path.resolve(checkoutArg)
  const packageDir = path.join(checkout, 'packages', 'core', `${pkg}-js`)
  if (!existsSync(path.join(packageDir, 'test'))) {
    throw new Error(`${packageDir}/test not found: is ${checkout} a supabase-js checkout?`)
  }
  await ensureRunner(checkout)

  const work = await mkdtemp(path.join(tmpdir(), `test-upstream-${pkg}-`))
  const fixture = await adaptFixture(pkg, path.join(packageDir, 'test', 'supabase'))
  const supabaseDir = path.join(work, 'supabase')
  await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true })
  for (const [file, sql] of Object.entries(fixture.migrations)) {
    await writeFile(path.join(supabaseDir, 'migrations', file), sql)
  }
  await writeFile(path.join(supabaseDir, 'seed.sql'), fixture.seed)

  const options: SupabaseLocalOptions = {
    port: await freePort(55100),
    memory: true,
    realtime: false,
    schemas: fixture.schemas,
  }
  if (pkg === 'auth') Object.assign(options, await authFixture(packageDir))
  const pg = await openDatabase({ memory: true, supabaseDir, seed: true })
  const local = await startSupabaseLocal({ ...options, pg })
  console.log(`Supabase Local for ${pkg}-js at ${local.url}`)

  const setupFile = path.join(work, 'redirect-fetch.cjs')
  await writeFile(setupFile, redirectSetup)
  // Upstream's CI targets: auth-js runs its CLI config, postgrest-js leaves the v12 compatibility
  // suite to its own container.
  const config =
    pkg === 'auth'
      ? 'jest.config.cli.js'
      : pkg === 'postgrest'
        ? 'jest.config.ts'
        : 'jest.config.js'
  const ignore = pkg === 'postgrest' ? ['--testPathIgnorePatterns', 'test/v12/'] : []
  const resultsFile = path.join(work, 'results.json')
  let code: number
  try {
    code = await run(
      path.join(checkout, 'node_modules', '.bin', 'jest'),
      [
        '--config',
        config,
        '--setupFilesAfterEnv',
        setupFile,
        '--coverage=false',
        '--ci',
        '--runInBand',
        '--json',
        `--outputFile=${resultsFile}`,
        ...ignore,
        ...jestArgs,
      ],
      packageDir,
      { ...process.env, UPSTREAM_TARGET_URL: local.url },
    )
  } finally {
    await local.stop()
    await pg.close()
  }
  const summary = JSON.parse(await readFile(resultsFile, 'utf8')) as JestSummary
  // A test file that does not compile or load runs none of its tests; it counts as one failure.
  const brokenFiles = summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  )
  for (const file of brokenFiles)
    console.log(`Did not run: ${path.relative(packageDir, file.name)}`)
  await rm(work, { recursive: true, force: true })
  const failed = summary.numFailedTests + brokenFiles.length
  console.log(`${summary.numPassedTests} passed, ${failed} failed`)
  process.exitCode = code === 0 && failed === 0 ? 0 : 1
}

await main()

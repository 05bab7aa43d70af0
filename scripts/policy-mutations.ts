// Loosens each RLS policy in supabase/migrations to `true`, one at a time, on a throwaway copy of
// the migrations, runs the RLS suites against it and reports which mutations they caught.
// Usage: npm run test:policy-mutations [-- --only <text>] [-- --list]
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { splitStatements } from '../supabase/local/db/split-statements.ts'

const root = path.resolve(import.meta.dirname, '..')
const supabaseDir = path.join(root, 'supabase')
const sqlSuites = [
  'tests/integration/app/db/rls-matrix.test.ts',
  'tests/integration/app/db/rls-unfiltered-writes.test.ts',
]
// The Storage API suite starts a whole server; only storage policies can change what it sees.
const storageSuite = 'tests/integration/app/storage/rls-matrix.test.ts'
const suitesFor = (table: string | null) =>
  table === null || table.startsWith('storage.') ? [...sqlSuites, storageSuite] : sqlSuites

export type Policy = { name: string; table: string; command: string; file: string; sql: string }
// caught: a test failed; survived: every test passed; error: the run failed without a failing
// test (a hook timeout on a busy machine, a crash), which proves nothing either way.
type Outcome = 'caught' | 'survived' | 'error'
type Run = { outcome: Outcome; failures: string[] }

const policyHead =
  /^create\s+policy\s+"([^"]+)"\s+on\s+([\w.]+)(?:\s+as\s+\w+)?(?:\s+for\s+(all|select|insert|update|delete))?/i
const policyDrop = /^drop\s+policy\s+(?:if\s+exists\s+)?"([^"]+)"\s+on\s+([\w.]+)/i
const policyKey = (table: string, name: string) => `${table} ${name}`

/** The policies the migrations leave in place: each `create policy` not dropped by a later one. */
export async function listPolicies(dir = path.join(supabaseDir, 'migrations')): Promise<Policy[]> {
  const policies = new Map<string, Policy>()
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()) {
    for (const statement of splitStatements(await readFile(path.join(dir, file), 'utf8'))) {
      const sql = statement.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim()
      const dropped = policyDrop.exec(sql)
      if (dropped) policies.delete(policyKey(dropped[2] ?? '', dropped[1] ?? ''))
      const match = policyHead.exec(sql)
      if (!match) continue
      const [, name = '', table = '', command = 'all'] = match
      policies.set(policyKey(table, name), {
        name,
        table,
        command: command.toLowerCase(),
        file,
        sql,
      })
    }
  }
  return [...policies.values()]
}

// SELECT and DELETE policies only have USING, INSERT only WITH CHECK, UPDATE and ALL both.
export function loosen({ name, table, command }: Policy): string {
  const using = command === 'insert' ? '' : ' using (true)'
  const check = ['insert', 'update', 'all'].includes(command) ? ' with check (true)' : ''
  return `alter policy "${name}" on ${table}${using}${check};\n`
}

// A policy already `true` in every clause cannot be loosened: the mutation would be equivalent.
const alreadyTrue = (policy: Policy) => {
  const clauses = [
    ...policy.sql.matchAll(/\b(using|with\s+check)\s*\(\s*(.*?)\s*\)\s*(?=with|$)/gis),
  ]
  return clauses.length > 0 && clauses.every(([, , body]) => body?.trim().toLowerCase() === 'true')
}

// A copy of supabase/ whose migrations folder ends with the mutation (or nothing, for the control).
async function throwawaySupabase(mutation: string | null): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'policy-mutation-'))
  await mkdir(path.join(dir, 'migrations'))
  for (const entry of ['seed.sql', 'seeds']) {
    await symlink(path.join(supabaseDir, entry), path.join(dir, entry))
  }
  const migrations = path.join(supabaseDir, 'migrations')
  for (const file of await readdir(migrations)) {
    await symlink(path.join(migrations, file), path.join(dir, 'migrations', file))
  }
  if (mutation)
    await writeFile(path.join(dir, 'migrations', '99999999999999_mutation.sql'), mutation)
  return dir
}

type VitestReport = {
  testResults: { message?: string; assertionResults: { fullName: string; status: string }[] }[]
}

async function runSuites(dir: string, suites: string[]): Promise<Run> {
  const report = path.join(dir, 'report.json')
  const args = ['run', '--project', 'integration', '--bail=1', '--reporter=json']
  const code = await new Promise<number>((resolve) => {
    const child = spawn('vitest', [...args, `--outputFile=${report}`, ...suites], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, SUPABASE_LOCAL_DIR: dir },
    })
    child.on('exit', (exit) => resolve(exit ?? 1))
  })
  const json = JSON.parse(await readFile(report, 'utf8').catch(() => '{"testResults":[]}'))
  const { testResults } = json as VitestReport
  const failures = testResults
    .flatMap(({ assertionResults }) => assertionResults)
    .filter(({ status }) => status === 'failed')
    .map(({ fullName }) => fullName)
  if (code === 0) return { outcome: 'survived', failures }
  if (failures.length > 0) return { outcome: 'caught', failures }
  const messages = testResults.flatMap(({ message }) => (message ? [message] : []))
  return { outcome: 'error', failures: messages.length > 0 ? messages : [`exit code ${code}`] }
}

async function attempt(policy: Policy | null): Promise<Run> {
  // An error is retried once: on a shared machine a slow template build can outlast a hook.
  for (let tries = 1; ; tries += 1) {
    const dir = await throwawaySupabase(policy && loosen(policy))
    try {
      const run = await runSuites(dir, suitesFor(policy?.table ?? null))
      if (run.outcome !== 'error' || tries === 2) return run
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}

async function main() {
  const args = process.argv.slice(2)
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
  const all = await listPolicies()
  const selected = all.filter(
    (p) => !only || `${p.table} ${p.name}`.toLowerCase().includes(only.toLowerCase()),
  )
  const skipped = selected.filter(alreadyTrue)
  const mutable = selected.filter((p) => !alreadyTrue(p))
  if (args.includes('--list')) {
    for (const p of mutable) console.info(loosen(p).trim())
    return
  }
  console.info(
    `${all.length} policies; ${mutable.length} to loosen, ${skipped.length} already true`,
  )
  const control = await attempt(null)
  if (control.outcome !== 'survived') {
    console.error(`The RLS suites fail without any mutation:\n  ${control.failures.join('\n  ')}`)
    process.exit(1)
  }
  const results: (Run & { policy: Policy })[] = []
  for (const [i, policy] of mutable.entries()) {
    const started = Date.now()
    const run = await attempt(policy)
    results.push({ ...run, policy })
    const verdict =
      run.outcome === 'caught'
        ? `caught by ${run.failures[0]}`
        : run.outcome === 'survived'
          ? 'SURVIVED'
          : `ERROR (no verdict): ${run.failures[0]?.split('\n')[0]}`
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    console.info(
      `[${i + 1}/${mutable.length}] ${policy.table} "${policy.name}": ${verdict} (${seconds} s)`,
    )
  }
  for (const policy of skipped)
    console.info(`skipped (already true): ${policy.table} "${policy.name}"`)
  const unresolved = results.filter(({ outcome }) => outcome !== 'caught')
  console.info(`\n${results.length - unresolved.length}/${results.length} policy mutations caught`)
  for (const { policy, outcome } of unresolved) {
    console.info(`  ${outcome}: ${loosen(policy).trim()}`)
  }
  if (unresolved.length > 0) process.exit(1)
}

if (import.meta.main) await main()

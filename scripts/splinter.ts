// Runs Supabase's own database linter (splinter, https://github.com/supabase/splinter; not on the
// npm registry) against a freshly migrated and seeded Supabase Local database, as the hosted
// dashboard's Security and Performance advisors would. Fails on any ERROR, and on any WARN that
// supabase/lint-allowlist.json does not explain (the same list the lint tests read).
// Usage: curl -o /tmp/splinter.sql https://raw.githubusercontent.com/supabase/splinter/main/splinter.sql
//        npm run db:splinter -- /tmp/splinter.sql [--info]
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { freshDatabase } from '../supabase/local/db/template.ts'

type Finding = { name: string; level: string; detail: string }
type Allowed = { lint: string; object: string; reason: string }

const root = path.resolve(import.meta.dirname, '..')
const [file, ...flags] = process.argv.slice(2)
if (!file) {
  console.error('Usage: npm run db:splinter -- <path to splinter.sql> [--info]')
  process.exit(2)
}

const allowlist = JSON.parse(
  await readFile(path.join(root, 'supabase', 'lint-allowlist.json'), 'utf8'),
) as Allowed[]

// An allow-list entry names a function with its arguments or "bucket: policy"; splinter's detail
// quotes the function with its arguments or the bucket, so either way the head of it matches.
const explained = (finding: Finding) =>
  allowlist.some(
    ({ lint, object }) =>
      lint === finding.name && finding.detail.includes(object.split(/[(:]/)[0] ?? object),
  )

const pg = await freshDatabase()
let findings: Finding[]
try {
  // Splinter limits its API lints to the schemas PostgREST serves (supabase/config.toml).
  await pg.exec(`begin; set local pgrst.db_schemas = 'public, graphql_public'`)
  const results = await pg.exec(await readFile(file, 'utf8'))
  findings = (results.at(-1)?.rows ?? []) as Finding[]
  await pg.exec('rollback')
} finally {
  await pg.close()
}

let failed = 0
for (const finding of findings) {
  const problem = finding.level === 'ERROR' || (finding.level === 'WARN' && !explained(finding))
  if (problem) failed += 1
  if (problem || finding.level !== 'INFO' || flags.includes('--info')) {
    const note = problem ? 'UNEXPLAINED' : finding.level === 'INFO' ? '' : 'allow-listed'
    console.log(`${finding.level} ${finding.name} ${note}\n  ${finding.detail}`)
  }
}
const count = (level: string) => findings.filter((finding) => finding.level === level).length
console.log(
  `\n${count('ERROR')} ERROR, ${count('WARN')} WARN (${failed} unexplained), ${count('INFO')} INFO`,
)
process.exit(failed > 0 ? 1 : 0)

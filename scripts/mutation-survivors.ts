// Reads Stryker's incremental file (reports/stryker-incremental.json) and prints the figures of
// the README's mutation results table, or with --list the surviving mutants grouped by file, each
// with its line, mutator and the code it replaced (README, "Mutation testing").
// Usage: node scripts/mutation-survivors.ts [--list] [path filter]
import { readFileSync } from 'node:fs'
import path from 'node:path'

type Location = { start: { line: number; column: number }; end: { line: number; column: number } }
type Mutant = {
  mutatorName: string
  replacement?: string
  status: string
  static?: boolean
  location: Location
}
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> }

const root = path.resolve(import.meta.dirname, '..')
const report = JSON.parse(
  readFileSync(path.join(root, 'reports/stryker-incremental.json'), 'utf8'),
) as Report
const args = process.argv.slice(2)
const list = args.includes('--list')
const filter = args.find((arg) => !arg.startsWith('--')) ?? ''

// The four lib/ files measured once with the integration tests; they keep that run's results.
// (erase-account.ts, once the fifth, is measured with the member actions now.)
const integrationSample = [
  'lib/http/rate-limit.ts',
  'lib/auth/current-user.ts',
  'lib/data/account-export.ts',
  'lib/data/dashboard.ts',
]

// Folders and files measured with the integration tests that reach them (Supabase Local), not
// the unit config, each group reported as its own row.
const integrationRows: Record<string, string[]> = {
  'lib/actions/admin/, integration': ['lib/actions/admin/'],
  'lib/actions/ public, integration': [
    'lib/actions/careers/',
    'lib/actions/contact/',
    'lib/actions/leads/',
    'lib/actions/orders/',
    'lib/actions/analytics/',
    'lib/actions/promotions/',
    'lib/actions/resources/',
  ],
  'lib/ public-write helpers, integration': [
    'lib/careers/application-target.ts',
    'lib/careers/status-emails.ts',
    'lib/careers/resume-sweep.ts',
    'lib/storage/upload-sweep.ts',
    'lib/storage/sweep-rounds.ts',
    'lib/careers/application-emails.ts',
    'lib/contact/contact-emails.ts',
    'lib/leads/send-guide.ts',
    'lib/leads/unsubscribe-link.ts',
    'lib/email/send-email.ts',
    'lib/email/app-mail-config.ts',
    'lib/lead-magnets/check-pdf.ts',
  ],
  'lib/actions/ member, integration': [
    'lib/actions/action.ts',
    'lib/actions/auth/',
    'lib/actions/profile/',
    'lib/actions/quizzes/',
  ],
  'lib/data/ public reads, integration': [
    'lib/data/services.ts',
    'lib/data/testimonials.ts',
    'lib/data/quizzes.ts',
    'lib/data/jobs.ts',
    'lib/data/lead-magnets.ts',
    'lib/data/settings.ts',
    'lib/data/feeds.ts',
    'lib/data/sitemap.ts',
    'lib/data/articles.ts',
    'lib/data/article-search.ts',
    'lib/data/resources.ts',
    'lib/data/profile.ts',
    'lib/feeds/render-feeds.ts',
    'lib/settings/load-settings.ts',
    'lib/settings/settings-store.ts',
    'lib/settings/subscribe.ts',
  ],
  'lib/data/admin/ reads, integration': [
    'lib/data/admin/security.ts',
    'lib/data/admin/audit-actors.ts',
    'lib/data/admin/audit.ts',
    'lib/data/admin/quizzes.ts',
    'lib/data/admin/articles.ts',
    'lib/data/admin/article-list.ts',
    'lib/data/admin/overview.ts',
    'lib/data/admin/badges.ts',
    'lib/data/admin/jobs.ts',
    'lib/data/admin/editor-row.ts',
    'lib/data/admin/leads.ts',
    'lib/data/admin/lead-magnets.ts',
    'lib/data/admin/resources.ts',
    'lib/data/admin/students.ts',
    'lib/data/admin/order-query.ts',
    'lib/data/admin/orders.ts',
    'lib/data/admin/time-zone.ts',
    'lib/data/admin/analytics.ts',
    'lib/data/admin/promotions.ts',
    'lib/data/admin/messages.ts',
    'lib/data/admin/settings.ts',
  ],
  'lib/ guards, clients, helpers, integration': [
    'lib/auth/require-admin.ts',
    'lib/auth/require-member.ts',
    'lib/auth/role.ts',
    'lib/supabase/proxy.ts',
    'lib/supabase/server.ts',
    'lib/supabase/admin.ts',
    'lib/supabase/public.ts',
    'lib/articles/article-id-redirect.ts',
    'lib/promotions/fetch-active-promotion.ts',
    'lib/quizzes/quiz-caller.ts',
    'lib/http/action-client-address.ts',
    'lib/http/request-origin.ts',
  ],
}

const files = Object.entries(report.files).filter(([file]) => file.includes(filter))

function excerpt(source: string[], { start, end }: Location): string {
  const line = source[start.line - 1] ?? ''
  const text =
    start.line === end.line
      ? line.slice(start.column - 1, end.column - 1)
      : `${line.slice(start.column - 1)} …`
  return text.length > 90 ? `${text.slice(0, 90)}…` : text
}

if (list) {
  for (const [file, { source, mutants }] of files) {
    const survivors = mutants
      .filter((m) => m.status === 'Survived')
      .sort((a, b) => a.location.start.line - b.location.start.line)
    if (survivors.length === 0) continue
    console.log(`\n${file} (${survivors.length})`)
    const lines = source.split('\n')
    for (const m of survivors) {
      const { line, column } = m.location.start
      const replaced = JSON.stringify(excerpt(lines, m.location))
      const by = JSON.stringify((m.replacement ?? '').slice(0, 90))
      console.log(
        `  ${line}:${column} ${m.mutatorName}${m.static ? ' (static)' : ''}: ${replaced} -> ${by}`,
      )
    }
  }
} else {
  const parts: Record<string, [string, Report['files'][string]][]> = {
    'lib/, unit config': [],
    'lib/, integration sample': [],
    ...Object.fromEntries(Object.keys(integrationRows).map((name) => [name, []])),
    'supabase/local/rest/, unit config': [],
    'not measured: lib/': [],
    'not measured: supabase/local/rest/': [],
  }
  for (const entry of files) {
    const [file, { mutants }] = entry
    const measured = mutants.some((m) => m.status !== 'NoCoverage' && m.status !== 'Pending')
    const rest = file.startsWith('supabase/local/rest/')
    const integrationRow = Object.entries(integrationRows).find(([, folders]) =>
      folders.some((folder) => file.startsWith(folder)),
    )?.[0]
    if (integrationSample.includes(file)) parts['lib/, integration sample']?.push(entry)
    else if (!measured)
      parts[rest ? 'not measured: supabase/local/rest/' : 'not measured: lib/']?.push(entry)
    else if (integrationRow) parts[integrationRow]?.push(entry)
    else parts[rest ? 'supabase/local/rest/, unit config' : 'lib/, unit config']?.push(entry)
  }
  const row = (name: string, group: [string, Report['files'][string]][]) => {
    const count = { killed: 0, survived: 0, noCoverage: 0, errors: 0, mutants: 0 }
    for (const [, { mutants }] of group) {
      for (const { status } of mutants) {
        count.mutants++
        if (status === 'Killed' || status === 'Timeout') count.killed++
        else if (status === 'Survived') count.survived++
        else if (status === 'NoCoverage') count.noCoverage++
        else if (status === 'RuntimeError' || status === 'CompileError') count.errors++
      }
    }
    const valid = count.mutants - count.errors
    const percent = (part: number, whole: number) =>
      whole === 0 || count.mutants === count.noCoverage
        ? '-'
        : `${((100 * part) / whole).toFixed(1)}%`
    console.log(
      [
        name.padEnd(36),
        `files ${group.length}`,
        `mutants ${count.mutants}`,
        `killed ${count.killed}`,
        `survived ${count.survived}`,
        `no coverage ${count.noCoverage}`,
        `errors ${count.errors}`,
        `score ${percent(count.killed, valid)}`,
        `of covered ${percent(count.killed, valid - count.noCoverage)}`,
      ].join('  '),
    )
  }
  for (const [name, group] of Object.entries(parts)) row(name, group)
  const measured = Object.entries(parts)
    .filter(([name]) => !name.startsWith('not measured'))
    .flatMap(([, group]) => group)
  row('all measured', measured)
}

// Supabase stops while the production build keeps running, then comes back (issue 17, "Faults"):
// - cached public pages keep serving (200, full page);
// - pages rendered per request show the friendly error page, never a stack trace;
// - lead capture answers 503 with the spec's message ('Failed to send study guide');
// - once Supabase Local is back on the same port and data directory, everything works again
//   without restarting Next, and the lead accepted before the stop is still stored.
// Loopback only. Usage: npm run test:faults   (APP_PORT, NEXT_PUBLIC_SUPABASE_URL as for the build)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import { chromium, type Page } from '@playwright/test'

import { demo, signInThroughForm } from '../e2e/accounts-support.ts'
import { origin, startNext, startSupabase, supabaseUrl } from './app.ts'

const CACHED = ['/', '/about', '/articles', '/articles/making-group-projects-work/', '/careers']
// Search terms nobody asked for before, so no cached result can answer for the database.
const fresh = () => Math.random().toString(36).slice(2, 8)
const perRequest = () => [`/articles?search=${fresh()}`, `/articles/search?search=${fresh()}`]
const FRIENDLY = 'Something went wrong'
const results: { step: string; ok: boolean; detail: string }[] = []

function check(step: string, ok: boolean, detail: string) {
  results.push({ step, ok, detail })
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${step}: ${detail}`)
}

async function get(pathname: string) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' })
  return { status: response.status, text: await response.text() }
}

async function lead(email: string) {
  const response = await fetch(`${origin}/api/lead-capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, sourcePath: '/', captchaToken: '' }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The friendly error page as the browser shows it (the error streams in after the shell). */
async function showsFriendlyError(page: Page, pathname: string): Promise<boolean> {
  await page.goto(`${origin}${pathname}`)
  const shown = await page
    .getByText(FRIENDLY)
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    )
  return shown && !leaksStack(await page.content())
}

/** A stack trace in HTML: "at fn (file:line:col)" frames or a raw Error name with a path. */
const leaksStack = (text: string) =>
  /\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules\/|\/\.next\//.test(text)

async function storedLead(serviceKey: string, email: string): Promise<number> {
  const response = await fetch(
    `${supabaseUrl}/rest/v1/leads?select=email&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
  )
  return ((await response.json()) as unknown[]).length
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-supabase-'))
let supabase = await startSupabase(path.join(dataDir, 'db'))
const app = await startNext()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const visitor = await browser.newPage({ baseURL: origin })
  const member = await browser.newPage({ baseURL: origin })
  await signInThroughForm(member, demo.member.email, demo.member.password)
  await member.waitForURL(/\/dashboard$/)
  const before = `faults-before-${Date.now()}@example.org`
  const accepted = await lead(before)
  check(
    'lead before the stop',
    accepted.status === 200,
    `${accepted.status} ${JSON.stringify(accepted.body)}`,
  )
  for (const page of [...CACHED, ...perRequest()]) await get(page)

  await supabase.stop()
  console.info('-- Supabase Local stopped')
  for (const page of CACHED) {
    const { status, text } = await get(page)
    check(`cached ${page} while down`, status === 200 && !text.includes(FRIENDLY), `${status}`)
  }
  for (const page of perRequest()) {
    const { status, text } = await get(page)
    const friendly = !leaksStack(text) && (await showsFriendlyError(visitor, page))
    check(`per-request ${page} while down`, friendly, `${status}, friendly page ${friendly}`)
  }
  const memberFriendly = await showsFriendlyError(member, '/dashboard')
  check(
    '/dashboard (signed in) while down',
    memberFriendly,
    `friendly page ${memberFriendly} at ${member.url()}`,
  )
  const refused = await lead(`faults-during-${Date.now()}@example.org`)
  check(
    'lead capture while down',
    refused.status === 503 && refused.body.error === 'Failed to send study guide',
    `${refused.status} ${JSON.stringify(refused.body)}`,
  )

  supabase = await startSupabase(path.join(dataDir, 'db'))
  console.info('-- Supabase Local back')
  // Cached functions that failed while it was down recover on their next (re)validation.
  let recovered = false
  for (let attempt = 0; attempt < 30 && !recovered; attempt++) {
    const pages = await Promise.all(perRequest().map(get))
    recovered = pages.every(({ status, text }) => status === 200 && !text.includes(FRIENDLY))
    if (!recovered) await delay(1000)
  }
  check('per-request pages after recovery', recovered, recovered ? '200' : 'still failing')
  for (const page of CACHED) {
    const { status } = await get(page)
    check(`cached ${page} after recovery`, status === 200, `${status}`)
  }
  await member.goto(`${origin}/dashboard`)
  const back =
    member.url().endsWith('/dashboard') &&
    (await member.getByText(FRIENDLY).count()) === 0 &&
    (await member.getByRole('heading', { level: 1 }).count()) > 0
  check('/dashboard (signed in) after recovery', back, member.url())
  const after = await lead(`faults-after-${Date.now()}@example.org`)
  check(
    'lead capture after recovery',
    after.status === 200,
    `${after.status} ${JSON.stringify(after.body)}`,
  )
  const kept = await storedLead(supabase.serviceRoleKey, before)
  check('lead accepted before the stop is still stored', kept === 1, `${kept} row(s)`)
} finally {
  await browser.close()
  await app.stop()
  await supabase.stop()
  await rm(dataDir, { recursive: true, force: true })
}
const failed = results.filter((result) => !result.ok).length
console.info(`${results.length - failed} of ${results.length} checks passed`)
process.exitCode = failed === 0 ? 0 : 1

// Lead capture under load (issue 17): 1,000 submissions to POST /api/lead-capture, 5% of them
// repeats of an address already in the run and 10% malformed, from 100 simulated clients at once.
// Passes when no answer is 5xx (or missing), every valid submission is accepted (200), every
// malformed one is a 4xx whose JSON body carries a message, and afterwards the `leads` table, read
// with the service role, holds every valid address exactly once and no malformed one.
//
// Distinct clients on loopback: every request really comes from 127.0.0.1, so the only honest way
// to give the app 100 client addresses is the way a deployment gives it them. The app is started
// with TRUSTED_PROXY_HOPS=1 (one reverse proxy in front, lib/http/proxy-trust.ts), and this
// generator plays that proxy: it writes each simulated client's address into X-Forwarded-For, as
// a load balancer appends the address it accepted the connection from. The app reads exactly that
// entry, so per-address rate limits count per simulated client, as they would in production.
// Sizing: 10 submissions per client against the per-address limit of 60 per 10 minutes and at
// most 2 per address against the per-email limit of 3 per hour (lib/http/rate-limit.ts), so
// limits are not what is measured here; any 429 fails the run.
import { localKeys } from '../../supabase/local/keys.ts'
import { origin, supabaseUrl } from './app.ts'

export const LEAD_SUBMISSIONS = Number(process.env.LEAD_SUBMISSIONS ?? 1000)
export const LEAD_CLIENTS = Number(process.env.LEAD_CLIENTS ?? 100)
const DUPLICATE_SHARE = 0.05
const MALFORMED_SHARE = 0.1
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT ?? 30) * 1000
const SOURCE_PATHS = ['/', '/about', '/articles', '/resources', '/careers']

type Submission = {
  kind: 'new' | 'repeat' | 'malformed'
  label: string
  body: string
  /** The address a valid submission stores (none for malformed ones). */
  email?: string
}

type Outcome = {
  submission: Submission
  client: number
  status: number | null
  message: string | null
  ms: number
}

export type LeadLoadResult = { passed: boolean; lines: string[] }

/** A small seeded generator, so every run sends the same mix in the same order. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** Malformed bodies, one per way a form post can be wrong; the address in them must not be stored. */
function malformed(run: string, index: number): Submission {
  const email = `load-${run}-bad-${index}@example.org`
  const json = (value: unknown, label: string): Submission => ({
    kind: 'malformed',
    label,
    body: JSON.stringify(value),
  })
  const kinds: (() => Submission)[] = [
    () => json({ email: `load-${run}-bad-${index}`, sourcePath: '/' }, 'email without a domain'),
    () => json({ email: '', sourcePath: '/' }, 'empty email'),
    () => json({ sourcePath: '/' }, 'no email'),
    () => json({ email: 42, sourcePath: '/' }, 'email not a string'),
    () => json({ email: `${'a'.repeat(320)}@example.org`, sourcePath: '/' }, 'email too long'),
    () => json({ email, sourcePath: '//evil.example/x' }, 'protocol-relative source path'),
    () => json({ email, sourcePath: 'https://evil.example/' }, 'off-site source path'),
    () =>
      json({ email, sourcePath: '/', captchaToken: 'x'.repeat(5000) }, 'captcha token too long'),
    () => ({ kind: 'malformed', label: 'not JSON', body: `{"email":"${email}"` }),
    () => ({
      kind: 'malformed',
      label: 'body over 10,000 characters',
      body: JSON.stringify({ email, sourcePath: `/${'p'.repeat(10_000)}` }),
    }),
  ]
  const make = kinds[index % kinds.length]
  if (!make) throw new Error('no malformed kinds')
  return make()
}

/** The run's submissions in a shuffled order: new addresses, repeats of some, malformed bodies. */
function submissions(run: string): Submission[] {
  const malformedCount = Math.round(LEAD_SUBMISSIONS * MALFORMED_SHARE)
  const repeatCount = Math.round(LEAD_SUBMISSIONS * DUPLICATE_SHARE)
  const newCount = LEAD_SUBMISSIONS - malformedCount - repeatCount
  const fresh: Submission[] = Array.from({ length: newCount }, (_, index) => {
    const email = `load-${run}-${index}@example.org`
    const sourcePath = SOURCE_PATHS[index % SOURCE_PATHS.length] ?? '/'
    return {
      kind: 'new',
      label: 'new address',
      email,
      body: JSON.stringify({ email, sourcePath, captchaToken: '' }),
    }
  })
  // Every repeat names a different earlier address (spread over the run), with mixed case and
  // spaces, which the app must store as the same lead.
  const step = Math.max(1, Math.floor(newCount / Math.max(1, repeatCount)))
  const repeats: Submission[] = Array.from({ length: repeatCount }, (_, index) => {
    const email = `load-${run}-${(index * step) % newCount}@example.org`
    return {
      kind: 'repeat',
      label: 'repeated address',
      email,
      body: JSON.stringify({
        email: `  ${email.toUpperCase()} `,
        sourcePath: '/',
        captchaToken: '',
      }),
    }
  })
  const bad = Array.from({ length: malformedCount }, (_, index) => malformed(run, index))
  const all = [...fresh, ...repeats, ...bad]
  const next = random(17)
  for (let index = all.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    const here = all[index]
    const there = all[other]
    if (here && there) [all[index], all[other]] = [there, here]
  }
  return all
}

/** Simulated client n's address, as the proxy in front of the app would report it. */
const clientAddress = (client: number) => `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}`

async function submit(submission: Submission, client: number): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}/api/lead-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(client) },
      body: submission.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    let message: string | null = null
    try {
      const parsed = JSON.parse(text) as { error?: unknown }
      message = typeof parsed.error === 'string' && parsed.error.trim() ? parsed.error : null
    } catch {
      message = null
    }
    return { submission, client, status: response.status, message, ms: performance.now() - started }
  } catch {
    return { submission, client, status: null, message: null, ms: performance.now() - started }
  }
}

/** Every lead of this run in the table, read with the service role (page by page). */
async function storedEmails(run: string): Promise<string[]> {
  const key = localKeys.serviceRoleKey
  const emails: string[] = []
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(
      `${supabaseUrl}/rest/v1/leads?select=email&email=like.${encodeURIComponent(`load-${run}-*`)}&order=id&limit=1000&offset=${offset}`,
      { headers: { apikey: key, Authorization: `Bearer ${key}` } },
    )
    if (!response.ok) throw new Error(`Reading the leads failed: ${response.status}`)
    const rows = (await response.json()) as { email: string }[]
    emails.push(...rows.map((row) => row.email))
    if (rows.length < 1000) return emails
  }
}

/** A 4xx other than a rate limit (sized not to happen), with a message for the visitor. */
const refusedWithMessage = ({ status, message }: Outcome) =>
  status !== null && status >= 400 && status < 500 && status !== 429 && message !== null

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

export async function runLeadLoad(): Promise<LeadLoadResult> {
  const run = Date.now().toString(36)
  const queue = submissions(run)
  const started = performance.now()
  // Each simulated client sends its share one after another; the clients run side by side.
  const perClient = Array.from({ length: LEAD_CLIENTS }, (_, client) =>
    queue.filter((_, index) => index % LEAD_CLIENTS === client),
  )
  const outcomes = (
    await Promise.all(
      perClient.map(async (mine, client) => {
        const results: Outcome[] = []
        for (const submission of mine) results.push(await submit(submission, client))
        return results
      }),
    )
  ).flat()
  const seconds = (performance.now() - started) / 1000

  const stored = await storedEmails(run)
  const counts = new Map<string, number>()
  for (const email of stored) counts.set(email, (counts.get(email) ?? 0) + 1)
  const expected = new Set(
    queue.flatMap((submission) =>
      submission.kind === 'new' && submission.email ? [submission.email] : [],
    ),
  )
  const missing = [...expected].filter((email) => !counts.has(email))
  const storedTwice = [...counts].filter(([, count]) => count > 1).map(([email]) => email)
  const unexpected = [...counts.keys()].filter((email) => !expected.has(email))

  const valid = outcomes.filter((outcome) => outcome.submission.kind !== 'malformed')
  const bad = outcomes.filter((outcome) => outcome.submission.kind === 'malformed')
  const serverErrors = outcomes.filter((outcome) => (outcome.status ?? 0) >= 500).length
  const unanswered = outcomes.filter((outcome) => outcome.status === null).length
  const limited = outcomes.filter((outcome) => outcome.status === 429).length
  const validAccepted = valid.filter((outcome) => outcome.status === 200).length
  const badRefused = bad.filter(refusedWithMessage).length
  const statuses = new Map<string, number>()
  for (const outcome of outcomes) {
    const key = String(outcome.status ?? 'none')
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
  }
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b)
  const failures = outcomes.filter((outcome) =>
    outcome.submission.kind === 'malformed' ? !refusedWithMessage(outcome) : outcome.status !== 200,
  )

  const lines = [
    `Lead capture: ${outcomes.length} submissions (${expected.size} new addresses, ${valid.length - expected.size} repeats, ${bad.length} malformed) from ${LEAD_CLIENTS} clients in ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(0)}/s), latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`,
    `Answers: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
    `| valid accepted (200) | malformed 4xx with a message | 5xx | unanswered | 429 | leads stored / expected | stored twice | missing | stored but not valid |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${validAccepted} / ${valid.length} | ${badRefused} / ${bad.length} | ${serverErrors} | ${unanswered} | ${limited} | ${stored.length} / ${expected.size} | ${storedTwice.length} | ${missing.length} | ${unexpected.length} |`,
    ...failures
      .slice(0, 10)
      .map(
        (outcome) =>
          `FAIL ${outcome.submission.label} from ${clientAddress(outcome.client)}: ${outcome.status ?? 'no answer'} ${outcome.message ?? ''}`,
      ),
  ]
  const passed =
    failures.length === 0 &&
    serverErrors === 0 &&
    missing.length === 0 &&
    storedTwice.length === 0 &&
    unexpected.length === 0 &&
    stored.length === expected.size
  return { passed, lines }
}

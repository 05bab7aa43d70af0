// 1,000 malformed requests against the production build on loopback: route params, query strings
// and bodies across every page and route handler (and server-action posts with forged action ids).
// Passes with 0 answers 5xx (or none at all), 0 reflected script payloads and 0 redirects off the
// site. Deterministic (seeded), bounded (FUZZ_REQUESTS, default 1,000), loopback only.
// Usage: npm run test:fuzz   (APP_PORT, NEXT_PUBLIC_SUPABASE_URL as for the build)
import { appPort, origin, startNext, startSupabase } from './app.ts'

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 1000)
const CONCURRENCY = 6

/** mulberry32: the same 1,000 requests on every run, so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const next = random(17)
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!

// Markers whose unescaped presence in a response means the payload was reflected as markup.
const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
]
const PAYLOADS = [
  ...SCRIPT_PAYLOADS,
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  '\u0000',
  '\r\nSet-Cookie: fuzz=1',
  '../../../../etc/passwd',
  'A'.repeat(4000),
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '\u202e\u0000😀',
  ' ',
  '',
]
// Raw (not percent-encoded) path and query fragments: broken escapes and separators.
const RAW = [
  '%',
  '%ff%fe',
  '%E0%A4%A',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '..;/',
  '%0d%0aX: y',
  '%5C%5Cevil.example',
]

const PARAM_ROUTES = [
  '/articles/{}/',
  '/articles/id/{}',
  '/articles/browse/{}/{}',
  '/quiz/{}',
  '/quizzes/browse/{}/{}',
  '/resources/{}',
  '/resources/{}/download',
  '/resources/browse/{}/{}',
  '/careers/{}',
  '/careers/{}/apply',
  '/admin/{}',
  '/feed/{}',
  '/sitemaps/{}',
  '/auth/{}',
  '/{}',
  '/api/careers/{}/applications',
]
const PAGES = [
  '/',
  '/about',
  '/services',
  '/articles',
  '/articles/',
  '/articles/search',
  '/articles/making-group-projects-work/',
  '/quizzes',
  '/quiz/essay-structure',
  '/resources',
  '/resources/feedback-action-plan',
  '/resources/feedback-action-plan/download',
  '/careers',
  '/careers/part-time-proofreader',
  '/careers/part-time-proofreader/apply',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/disclaimer',
  '/do-not-sell',
  '/advertising',
  '/data-management',
  '/unsubscribe',
  '/auth',
  '/auth/reset',
  '/admin-auth',
  '/dashboard',
  '/profile',
  '/admin',
  '/admin/orders',
  '/auth/callback',
  '/feed.xml',
  '/rss.xml',
  '/atom.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/api/draft',
  '/api/draft/exit',
]
const QUERY_KEYS = [
  'next',
  'page',
  'category',
  'search',
  'q',
  'difficulty',
  'kind',
  'code',
  'error',
  'token',
  'email',
  'type',
  'redirect',
  'secret',
  'slug',
]
const POST_ROUTES = [
  '/api/lead-capture',
  '/api/contact',
  '/api/orders',
  '/api/analytics',
  '/api/promotions-track',
  '/api/careers/part-time-proofreader/applications',
  '/api/careers/part-time-proofreader/resume-upload',
  '/profile/export',
  '/auth/callback',
]
const ACTION_PAGES = [
  '/',
  '/auth',
  '/contact',
  '/careers/part-time-proofreader/apply',
  '/services',
  '/unsubscribe',
]
const FIELDS = [
  'email',
  'sourcePath',
  'captchaToken',
  'name',
  'message',
  'subject',
  'type',
  'path',
  'promotionId',
  'event',
  'resumePath',
  'coverLetter',
]

type Probe = {
  kind: 'param' | 'query' | 'body' | 'action'
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

const encodeOrRaw = () => (next() < 0.25 ? pick(RAW) : encodeURIComponent(pick(PAYLOADS)))

function paramProbe(): Probe {
  const path = pick(PARAM_ROUTES).replace(/\{\}/g, () => encodeOrRaw() || 'x')
  return { kind: 'param', method: 'GET', path }
}

function queryProbe(): Probe {
  const count = 1 + Math.floor(next() * 3)
  const query = Array.from({ length: count }, () => `${pick(QUERY_KEYS)}=${encodeOrRaw()}`).join(
    '&',
  )
  return { kind: 'query', method: next() < 0.9 ? 'GET' : 'HEAD', path: `${pick(PAGES)}?${query}` }
}

function jsonValue(depth = 0): unknown {
  const roll = next()
  if (depth > 2 || roll < 0.5)
    return pick<unknown>([...PAYLOADS, 0, -1, 1e309, true, null, 'x@example.org'])
  if (roll < 0.75)
    return Array.from({ length: 1 + Math.floor(next() * 3) }, () => jsonValue(depth + 1))
  return Object.fromEntries(
    FIELDS.filter(() => next() < 0.4).map((key) => [key, jsonValue(depth + 1)]),
  )
}

function bodyProbe(): Probe {
  const path = pick(POST_ROUTES)
  const roll = next()
  if (roll < 0.45) {
    return {
      kind: 'body',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(jsonValue()),
    }
  }
  if (roll < 0.6) {
    const broken = pick([
      '{',
      '{"email":',
      '[1,2',
      'null',
      '"',
      '\u0000',
      '{"a":1}}',
      'A'.repeat(20_000),
    ])
    return {
      kind: 'body',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: broken,
    }
  }
  if (roll < 0.8) {
    const form = FIELDS.filter(() => next() < 0.5)
      .map((key) => `${key}=${encodeOrRaw()}`)
      .join('&')
    return {
      kind: 'body',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }
  }
  if (roll < 0.9) {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="${pick(PAYLOADS)}"\r\nContent-Type: application/pdf\r\n\r\n${pick(PAYLOADS)}\r\n--b`
    return {
      kind: 'body',
      method: 'POST',
      path,
      headers: { 'content-type': pick(['multipart/form-data; boundary=b', 'multipart/form-data']) },
      body,
    }
  }
  return {
    kind: 'body',
    method: pick(['PUT', 'DELETE', 'PATCH', 'POST']),
    path,
    headers: { 'content-type': pick(['text/plain', 'application/xml', '']) },
    body: pick(PAYLOADS),
  }
}

function actionProbe(): Probe {
  const id = pick([
    '',
    'x',
    '0'.repeat(42),
    'a'.repeat(40),
    '<script>alert(1)</script>',
    '7f'.repeat(21),
  ])
  return {
    kind: 'action',
    method: 'POST',
    path: pick(ACTION_PAGES),
    headers: {
      'next-action': id,
      'content-type': pick(['text/plain;charset=UTF-8', 'multipart/form-data; boundary=b']),
    },
    body: pick(['[]', '["$K1"]', JSON.stringify(jsonValue()), '--b--', '']),
  }
}

function probes(): Probe[] {
  const makers = [paramProbe, paramProbe, queryProbe, queryProbe, bodyProbe, bodyProbe, actionProbe]
  return Array.from({ length: TOTAL }, (_, index) => makers[index % makers.length]!())
}

type Failure = { probe: Probe; reason: string }

function offSite(location: string, requested: string): boolean {
  try {
    const target = new URL(location, requested)
    return target.origin !== origin || !['http:', 'https:'].includes(target.protocol)
  } catch {
    return true
  }
}

async function send(probe: Probe): Promise<{ status: number; failure?: string }> {
  const url = `${origin}${probe.path}`
  try {
    const response = await fetch(url, {
      method: probe.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      ...(probe.headers ? { headers: probe.headers } : {}),
      ...(probe.body !== undefined && probe.method !== 'GET' && probe.method !== 'HEAD'
        ? { body: probe.body }
        : {}),
    })
    const text = await response.text()
    if (response.status >= 500) return { status: response.status, failure: `${response.status}` }
    const location = response.headers.get('location')
    if (location && offSite(location, url))
      return { status: response.status, failure: `off-site redirect to ${location}` }
    const reflected = SCRIPT_PAYLOADS.find((payload) => text.includes(payload))
    if (reflected) return { status: response.status, failure: `reflected ${reflected}` }
    return { status: response.status }
  } catch (error) {
    return { status: 0, failure: `no answer: ${(error as Error).message}` }
  }
}

async function run(list: Probe[]) {
  const statuses = new Map<number, number>()
  const byKind = new Map<string, number>()
  const failures: Failure[] = []
  let cursor = 0
  async function worker() {
    while (cursor < list.length) {
      const probe = list[cursor++]!
      const { status, failure } = await send(probe)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      byKind.set(probe.kind, (byKind.get(probe.kind) ?? 0) + 1)
      if (failure) failures.push({ probe, reason: failure })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { statuses, byKind, failures }
}

if (!['127.0.0.1', 'localhost'].includes(new URL(origin).hostname)) throw new Error('Loopback only')
const supabase = await startSupabase()
const app = await startNext()
try {
  const started = performance.now()
  const { statuses, byKind, failures } = await run(probes())
  const seconds = (performance.now() - started) / 1000
  const fivexx = [...statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0)
  const reflected = failures.filter((f) => f.reason.startsWith('reflected')).length
  const offsite = failures.filter((f) => f.reason.startsWith('off-site')).length
  console.info(`Fuzz: ${TOTAL} requests to 127.0.0.1:${appPort} in ${seconds.toFixed(0)} s`)
  console.info(`| kind | requests |\n| --- | ---: |`)
  for (const [kind, n] of byKind) console.info(`| ${kind} | ${n} |`)
  console.info(`| status | responses |\n| --- | ---: |`)
  for (const [status, n] of [...statuses].sort(([a], [b]) => a - b))
    console.info(`| ${status || 'no answer'} | ${n} |`)
  console.info(
    `5xx: ${fivexx}, reflected scripts: ${reflected}, off-site redirects: ${offsite}, no answer: ${statuses.get(0) ?? 0}`,
  )
  for (const { probe, reason } of failures.slice(0, 25)) {
    console.info(
      `FAIL ${reason}: ${probe.method} ${probe.path.slice(0, 160)} ${probe.headers ? JSON.stringify(probe.headers) : ''} ${probe.body?.slice(0, 120) ?? ''}`,
    )
  }
  process.exitCode = failures.length === 0 ? 0 : 1
} finally {
  await app.stop()
  await supabase.stop()
}

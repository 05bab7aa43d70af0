/**
 * The header part of the MDN HTTP Observatory's scoring, for checking our own responses without
 * sending the site to the hosted scanner. Start at 100, apply each test's modifier, add bonus
 * points only when the score without them is at least 90, grade by the Observatory's bands.
 * Not modelled: cookies (Supabase's auth cookies are readable by the browser client by design),
 * the http→https redirect and HSTS preloading (deployment matters), SRI (same-origin scripts only,
 * which the Observatory scores 0 either way).
 */
export type Headers = Record<string, string | undefined>

export type Finding = { test: string; modifier: number }

export type ObservatoryResult = { score: number; grade: string; findings: Finding[] }

const PRIVATE_REFERRERS = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
])

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
]

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/**
 * Several policies (separate headers, which fetch joins with commas, or comma-separated in one),
 * combined as the Observatory does: a directive of the first policy keeps only the sources every
 * later policy naming it also has; one named only by a later policy counts as 'none'.
 */
export function parsePolicies(header: string): Map<string, string[]> {
  const [first = new Map<string, string[]>(), ...rest] = header
    .split(/[,\n]/)
    .map(parsePolicy)
    .filter((policy) => policy.size > 0)
  const combined = new Map(first)
  for (const policy of rest) {
    for (const [name, sources] of policy) {
      const kept = (combined.get(name) ?? []).filter((source) => sources.includes(source))
      combined.set(name, kept.length > 0 ? kept : ["'none'"])
    }
  }
  return combined
}

function cspFindings(policy: string | undefined): Finding[] {
  if (!policy) return [{ test: 'csp-not-implemented', modifier: -25 }]
  const csp = parsePolicies(policy)
  const defaults = csp.get('default-src')
  const scripts = csp.get('script-src') ?? defaults ?? ['*']
  const objects = csp.get('object-src') ?? defaults ?? ['*']
  // A nonce or hash makes CSP2+ browsers ignore 'unsafe-inline', and the Observatory knows it.
  const inlineAllowed =
    scripts.includes("'unsafe-inline'") &&
    !scripts.some((source) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(source))
  const broad = (sources: string[]) =>
    sources.some((source) => ['*', 'http:', 'https:', 'data:'].includes(source))
  if (broad(scripts) || broad(objects))
    return [{ test: 'csp-implemented-with-insecure-scheme', modifier: -20 }]
  if (inlineAllowed) return [{ test: 'csp-implemented-with-unsafe-inline', modifier: -20 }]
  if (scripts.includes("'unsafe-eval'"))
    return [{ test: 'csp-implemented-with-unsafe-eval', modifier: -10 }]
  if (defaults?.length === 1 && defaults[0] === "'none'")
    return [{ test: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }]
  return [{ test: 'csp-implemented-with-no-unsafe', modifier: 0 }]
}

function framingFinding(headers: Headers): Finding {
  const ancestors = headers['content-security-policy']
    ? parsePolicies(headers['content-security-policy']).get('frame-ancestors')
    : undefined
  if (ancestors && !ancestors.includes('*'))
    return { test: 'x-frame-options-implemented-via-csp', modifier: 5 }
  const xfo = headers['x-frame-options']?.toLowerCase()
  if (xfo === 'deny' || xfo === 'sameorigin')
    return { test: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  return { test: 'x-frame-options-not-implemented', modifier: -20 }
}

function hstsFinding(headers: Headers, https: boolean): Finding | null {
  if (!https) return null
  const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1])
  if (!Number.isFinite(maxAge)) return { test: 'hsts-not-implemented', modifier: -20 }
  if (maxAge < 15_768_000)
    return { test: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
  return { test: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
}

/** Scores one response's headers (names in lower case). */
export function observatoryScore(
  headers: Headers,
  { https }: { https: boolean },
): ObservatoryResult {
  const referrer = headers['referrer-policy']?.split(',').at(-1)?.trim().toLowerCase()
  const findings = [
    ...cspFindings(headers['content-security-policy']),
    framingFinding(headers),
    headers['x-content-type-options']?.toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options-not-implemented', modifier: -5 },
    !referrer
      ? { test: 'referrer-policy-not-implemented', modifier: 0 }
      : PRIVATE_REFERRERS.has(referrer)
        ? { test: 'referrer-policy-private', modifier: 5 }
        : { test: 'referrer-policy-unsafe', modifier: -5 },
    hstsFinding(headers, https),
  ].filter((finding): finding is Finding => finding !== null)
  const penalties = findings.reduce((sum, f) => sum + Math.min(f.modifier, 0), 0)
  const bonus = findings.reduce((sum, f) => sum + Math.max(f.modifier, 0), 0)
  const base = 100 + penalties
  const score = Math.max(0, base >= 90 ? base + bonus : base)
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F'
  return { score, grade, findings }
}

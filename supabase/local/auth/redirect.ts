import type { AuthOptions } from './options.ts'

// GoTrue's URI allow list globs (gobwas/glob with `.` and `/` as separators).
function globToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*'
      i++
    } else if (char === '*') source += '[^./]*'
    else if (char === '?') source += '[^./]'
    else if (char === '{') source += '(?:'
    else if (char === '}') source += ')'
    else if (char === ',') source += '|'
    else source += char.replace(/[\\^$.+()|[\]]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

const compiled = new Map<string, RegExp>()

function matches(pattern: string, url: string): boolean {
  let regexp = compiled.get(pattern)
  if (!regexp) {
    regexp = globToRegExp(pattern)
    compiled.set(pattern, regexp)
  }
  return regexp.test(url)
}

function hostname(url: string): string | null {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

// Any URL on the site URL's host, or one matching the allow list (GoTrue's IsRedirectURLValid).
export function isRedirectAllowed(url: string, options: AuthOptions): boolean {
  if (url === '') return false
  const host = hostname(url)
  if (host !== null && host === hostname(options.siteUrl)) return true
  return options.additionalRedirectUrls.some((pattern) => matches(pattern, url))
}

// The redirect target of a request: redirect_to if allowed, else the Referer, else the site URL.
export function referrer(
  candidate: string | null | undefined,
  refererHeader: string | undefined,
  options: AuthOptions,
): string {
  if (candidate && isRedirectAllowed(candidate, options)) return candidate
  if (refererHeader && isRedirectAllowed(refererHeader, options)) return refererHeader
  return options.siteUrl
}

export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}

// Go's url.Values.Encode: keys sorted, form-encoded.
export function encodeValues(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key] as string)}`)
    .join('&')
    .replace(/%20/g, '+')
}

export function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0]}#${encodeValues(params)}`
}

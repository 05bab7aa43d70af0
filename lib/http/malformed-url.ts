// C0 controls (NUL included) and DEL: no page, slug or search uses them, and Postgres rejects NUL.
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * A URL no page can answer: a path with a broken percent-escape (`%`, `%ff`, a cut UTF-8
 * sequence) or an escaped control character anywhere. Next answers a broken escape in a dynamic
 * segment with a bare 500, and a NUL that reaches a query makes Postgres fail, so proxy.ts
 * answers 400 before either happens. Broken escapes in the query are harmless: URLSearchParams
 * keeps them as text.
 */
export function isMalformedUrl(pathname: string, search: string): boolean {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return true
  }
  if (CONTROL.test(path)) return true
  for (const [key, value] of new URLSearchParams(search)) {
    if (CONTROL.test(key) || CONTROL.test(value)) return true
  }
  return false
}

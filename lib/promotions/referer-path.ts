const MAX_PATH_CHARS = 2048

/**
 * The page the event came from, as a bare path: the query and fragment are dropped because they
 * can carry personal data (emails in links), and a Referer from another site is ignored.
 */
export function pagePathFromReferer(referer: string | null, requestOrigin: string): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.host !== new URL(requestOrigin).host) return null
    return url.pathname.slice(0, MAX_PATH_CHARS)
  } catch {
    return null
  }
}

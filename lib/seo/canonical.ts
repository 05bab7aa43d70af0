const TRACKING_PARAMS = new Set(['ref', 'fbclid', 'gclid'])

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase()
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower)
}

/**
 * The canonical form of a URL on this site: absolute, tracking parameters (utm_*, ref, fbclid,
 * gclid) removed, no fragment, and a trailing slash on the path (spec, "Search").
 */
export function canonicalUrl(pathOrUrl: string, base: string): string {
  const url = new URL(pathOrUrl, base)
  for (const name of [...url.searchParams.keys()]) {
    if (isTrackingParam(name)) url.searchParams.delete(name)
  }
  url.hash = ''
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`
  return url.toString()
}

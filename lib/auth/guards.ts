/** Paths only signed-in members may open. */
export function isMemberPath(pathname: string): boolean {
  return /^\/(dashboard|profile)(\/|$)/.test(pathname)
}

/** Paths only admins may open (the admin sign-in page itself is /admin-auth, outside this). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(pathname)
}

/**
 * A download from a guarded export route (`/admin/orders/export`, `/profile/export`) asked for by
 * a script or a fetch rather than a page load: it is answered 401 or 403, as the route itself
 * would, since a redirect to a sign-in page is of no use to it. A browser navigating there
 * (Accept names text/html) is still sent to sign in.
 */
export function wantsStatusNotSignIn(pathname: string, accept: string | null): boolean {
  return /\/export\/?$/.test(pathname) && !(accept ?? '').includes('text/html')
}

/**
 * Where to send someone after signing in: a path on this site, never another origin.
 * Protocol-relative (//evil.example), backslash and scheme tricks all fall back to `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !isPlainPath(next) || next.includes('\\')) return fallback
  try {
    const url = new URL(next, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    // Normalising dot segments can itself make a protocol-relative path: `/.//evil.example`
    // resolves to the pathname `//evil.example`, which a browser reads as another host.
    const path = `${url.pathname}${url.search}${url.hash}`
    return isPlainPath(path) ? path : fallback
  } catch {
    return fallback
  }
}

const isPlainPath = (path: string) => path.startsWith('/') && !path.startsWith('//')

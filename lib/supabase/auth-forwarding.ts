import 'server-only'

/**
 * Sign-in and sign-up run as server actions, so Supabase Auth sees this server's address and its
 * per-IP limits would become one limit for the whole site. Supabase Auth takes the client's
 * address from the `Sb-Forwarded-For` header (supabase/auth #2295) when "IP address forwarding"
 * is on for the project (GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED), and hosted Supabase only
 * honours it on requests made with a secret API key. So: only for Auth's own URLs, and only when
 * a secret key is configured, this fetch sends the requests as that key would and adds the
 * header; REST, Storage and everything else keep the anon key and the visitor's session.
 */
export function authForwardingFetch(options: {
  supabaseUrl: string
  anonKey: string
  secretKey: string | undefined
  clientAddress: string | null
  fetchImpl?: typeof fetch
}): typeof fetch | undefined {
  const { supabaseUrl, anonKey, secretKey, clientAddress, fetchImpl = fetch } = options
  if (!secretKey || !clientAddress) return undefined
  const authPrefix = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/`
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(authPrefix)) return fetchImpl(input, init)
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
    headers.set('apikey', secretKey)
    // Only the key itself is swapped: a user's access token stays the Authorization.
    if (headers.get('authorization') === `Bearer ${anonKey}`) {
      headers.set('authorization', `Bearer ${secretKey}`)
    }
    headers.set('sb-forwarded-for', clientAddress)
    return fetchImpl(input, { ...init, headers })
  }
}

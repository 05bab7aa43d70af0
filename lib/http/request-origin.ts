import 'server-only'

import { headers } from 'next/headers'

import { siteUrl } from '@/lib/env'
import { publicOrigin } from '@/lib/http/public-origin'

/**
 * The origin the visitor is using, for links Supabase Auth sends back (confirmation, recovery,
 * OAuth): the host as publicOrigin trusts it, never the Origin header. A script can send any
 * Origin together with a matching forwarded host, which passes Next's server-action check, and
 * would have a victim's recovery link sent to its own host; forwarding headers count only from
 * configured proxies (lib/http/proxy-trust.ts; a client's own are dropped before Next reads them). Supabase also only
 * follows redirect URLs on its allow-list.
 */
export async function requestOrigin(): Promise<string> {
  return publicOrigin({ headers: await headers(), url: siteUrl })
}

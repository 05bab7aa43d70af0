import 'server-only'

import { headers } from 'next/headers'

import { siteUrl } from '@/lib/env'
import { publicOrigin } from '@/lib/http/public-origin'

/**
 * The origin the visitor is using, for links Supabase Auth sends back (confirmation, recovery,
 * OAuth). The browser's Origin header when it is a plain http(s) origin (Next already refuses
 * server actions whose Origin does not match the host); otherwise the host as publicOrigin
 * trusts it. Supabase also only follows redirect URLs on its allow-list.
 */
export async function requestOrigin(): Promise<string> {
  const headerList = await headers()
  const origin = headerList.get('origin')
  if (origin && /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin)) return origin
  return publicOrigin({ headers: headerList, url: siteUrl })
}

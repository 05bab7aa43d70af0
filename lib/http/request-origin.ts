import 'server-only'

import { headers } from 'next/headers'

import { siteUrl } from '@/lib/env'

/**
 * The origin the visitor is using, for links Supabase Auth sends back (confirmation, recovery,
 * OAuth). Supabase only follows redirect URLs on its allow-list, so a forged header gains nothing.
 */
export async function requestOrigin(): Promise<string> {
  const headerList = await headers()
  const origin = headerList.get('origin')
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin
  const host = headerList.get('x-forwarded-host') ?? headerList.get('host')
  const protocol = headerList.get('x-forwarded-proto') ?? 'http'
  return host ? `${protocol}://${host}` : siteUrl
}

import 'server-only'

import { siteUrl } from '@/lib/env'
import { serverEnv } from '@/lib/env.server'
import {
  deriveUnsubscribeKey,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '@/lib/leads/unsubscribe-token'

// Derived from the service-role key (already a server-only secret that must stay private) under
// a purpose label, so no extra secret has to be configured. Rotating that key retires old links.
const key = deriveUnsubscribeKey(serverEnv.SUPABASE_SERVICE_ROLE_KEY)

export const UNSUBSCRIBE_PATH = '/unsubscribe'
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe'

const tokenQuery = (leadId: string) =>
  `?token=${encodeURIComponent(signUnsubscribeToken(leadId, key))}`

/**
 * The page a reader opens from the email: it asks before it unsubscribes. The configured site
 * origin, never the request's Host header, which a sender could forge.
 */
export function unsubscribeUrl(leadId: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}${tokenQuery(leadId)}`
}

/** The RFC 8058 one-click address mail clients POST to (a GET there shows the page above). */
export function oneClickUnsubscribeUrl(leadId: string): string {
  return `${siteUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}${tokenQuery(leadId)}`
}

/** List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058) for a lead's email. */
export function unsubscribeHeaders(leadId: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(leadId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export function leadIdFromToken(token: string | null | undefined): string | null {
  return verifyUnsubscribeToken(token, key)
}

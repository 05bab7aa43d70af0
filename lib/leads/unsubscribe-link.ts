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

/** The configured site origin, never the request's Host header, which a sender could forge. */
export function unsubscribeUrl(leadId: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(leadId, key))}`
}

export function leadIdFromToken(token: string | null | undefined): string | null {
  return verifyUnsubscribeToken(token, key)
}

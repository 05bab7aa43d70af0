import { createHmac, timingSafeEqual } from 'node:crypto'

// Binds the derived key to this one use, so a signature made here means nothing anywhere else
// the parent secret might be used, and no other signature verifies here.
const KEY_LABEL = 'scholarly-support:lead-unsubscribe:v1'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function deriveUnsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest()
}

function signature(leadId: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(leadId).digest()
}

/** `<lead id>.<HMAC-SHA256 of the id, base64url>`: no email address in the link. */
export function signUnsubscribeToken(leadId: string, key: Buffer): string {
  return `${leadId}.${signature(leadId.toLowerCase(), key).toString('base64url')}`
}

/** The lead id when the token was made with this key; null for anything else. */
export function verifyUnsubscribeToken(token: string | null | undefined, key: Buffer) {
  if (!token || token.length > 200) return null
  const [leadId, mac, ...rest] = token.split('.')
  if (!leadId || !mac || rest.length > 0) return null
  const id = leadId.toLowerCase()
  if (!UUID.test(id)) return null
  const given = Buffer.from(mac)
  const expected = Buffer.from(signature(id, key).toString('base64url'))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return id
}

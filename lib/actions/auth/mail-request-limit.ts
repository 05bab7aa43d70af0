import 'server-only'

import { emailSubject, type RateLimiter } from '@/lib/http/rate-limit'

/**
 * Whether a request that mails `email` may go ahead: counted per client address (when one is
 * known) and then per email. The address is checked first, so a client already over its limit
 * does not use up the per-email allowance of the addresses it targets.
 */
export async function mailRequestAllowed(
  limits: { perClient: RateLimiter; perEmail: RateLimiter },
  clientAddress: string | null,
  email: string,
): Promise<boolean> {
  if (clientAddress && !(await limits.perClient.hit(clientAddress)).allowed) return false
  return (await limits.perEmail.hit(emailSubject(email))).allowed
}

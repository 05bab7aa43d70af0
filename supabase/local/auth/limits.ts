import type { AuthDeps, AuthRequest } from './context.ts'
import { tooManyRequests } from './errors.ts'
import type { AuthRateLimits } from './options.ts'

type IpBucket = 'signInSignUps' | 'tokenRefresh' | 'verify' | 'passkey'

// Per-IP request budgets (GoTrue's tollbooth limiters), answered like the hosted service.
export function limitByIp(deps: AuthDeps, request: AuthRequest, bucket: IpBucket): void {
  const limit: AuthRateLimits[IpBucket] = deps.options.rateLimits[bucket]
  if (!deps.limiter.take(bucket, request.ip, limit)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
  }
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

// A numeric one-time code, as GoTrue's crypto.GenerateOtp makes for email templates' {{ .Token }}.
export function generateOtp(length: number): string {
  let otp = ''
  for (let i = 0; i < length; i++) otp += String(randomInt(10))
  return otp
}

// GoTrue stores hex(SHA-224(email + otp)); links carry it (prefixed pkce_ in the PKCE flow).
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')
}

// A stored code or hash against the one presented, in constant time.
export function sameCode(stored: string, presented: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(presented)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const pkcePrefix = 'pkce_'

export function withFlowPrefix(hash: string, pkce: boolean): string {
  return pkce ? pkcePrefix + hash : hash
}

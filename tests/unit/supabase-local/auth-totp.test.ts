import { describe, expect, test } from 'vitest'
import {
  base32Decode,
  base32Encode,
  generateTotpKey,
  hotp,
  totpCode,
  validateTotp,
} from '@/supabase/local/auth/mfa/totp.ts'

const rfcSecret = Buffer.from('12345678901234567890')

describe('TOTP for MFA factors', () => {
  test('HOTP matches RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(expected.map((_, counter) => hotp(rfcSecret, counter))).toEqual(expected)
  })

  test('TOTP matches RFC 6238 appendix B (SHA-1, last six digits)', () => {
    const secret = base32Encode(rfcSecret)
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode(secret)).toEqual(rfcSecret)
    expect(totpCode(secret, 59_000)).toBe('287082')
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037')
  })

  test('a code is accepted one step either side and refused two steps away', () => {
    const secret = base32Encode(rfcSecret)
    const now = 1_111_111_109_000
    expect(validateTotp(totpCode(secret, now), secret, now)).toBe(true)
    expect(validateTotp(totpCode(secret, now - 30_000), secret, now)).toBe(true)
    expect(validateTotp(totpCode(secret, now + 30_000), secret, now)).toBe(true)
    expect(validateTotp(totpCode(secret, now - 60_000), secret, now)).toBe(false)
    expect(validateTotp('12345', secret, now)).toBe(false)
    expect(validateTotp('abcdef', secret, now)).toBe(false)
  })

  test('a new key: 160-bit secret, otpauth URI with its parameters, SVG QR code', () => {
    const key = generateTotpKey('localhost:3000', 'ann@example.com')
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(key.uri).toBe(
      `otpauth://totp/localhost:3000:ann@example.com?algorithm=SHA1&digits=6&issuer=localhost:3000&period=30&secret=${key.secret}`,
    )
    expect(key.qrCode.startsWith('<?xml version="1.0"?>\n<svg width="')).toBe(true)
    expect(key.qrCode.endsWith('</svg>')).toBe(true)
    expect(generateTotpKey('My Site', 'a b@example.com').uri).toMatch(
      /^otpauth:\/\/totp\/My%20Site:a%20b@example\.com\?.*issuer=My%20Site/,
    )
  })
})

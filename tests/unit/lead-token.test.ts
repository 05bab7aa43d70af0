import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import {
  deriveUnsubscribeKey,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '@/lib/leads/unsubscribe-token'

const key = deriveUnsubscribeKey('the-service-role-key-of-this-project')
const leadId = '0b6c1f2e-8a4d-4c5e-9f70-1a2b3c4d5e6f'

describe('unsubscribe tokens', () => {
  it('round-trips a lead id and carries no email address', () => {
    const token = signUnsubscribeToken(leadId, key)
    expect(token.startsWith(`${leadId}.`)).toBe(true)
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
    expect(verifyUnsubscribeToken(token, key)).toBe(leadId)
  })

  it('accepts an id whose case changed in transit', () => {
    const token = signUnsubscribeToken(leadId, key)
    expect(verifyUnsubscribeToken(token.replace(leadId, leadId.toUpperCase()), key)).toBe(leadId)
  })

  it('refuses a token signed with another secret', () => {
    const other = deriveUnsubscribeKey('another-secret-entirely')
    expect(verifyUnsubscribeToken(signUnsubscribeToken(leadId, other), key)).toBeNull()
  })

  it('refuses a signature made with the parent secret itself (the label separates them)', () => {
    const secret = 'the-service-role-key-of-this-project'
    const raw = createHmac('sha256', secret).update(leadId).digest('base64url')
    expect(verifyUnsubscribeToken(`${leadId}.${raw}`, key)).toBeNull()
    expect(deriveUnsubscribeKey(secret).equals(Buffer.from(secret))).toBe(false)
  })

  it('refuses a signature moved to another lead', () => {
    const mac = signUnsubscribeToken(leadId, key).split('.')[1]
    const otherId = '11111111-2222-4333-8444-555555555555'
    expect(verifyUnsubscribeToken(`${otherId}.${mac}`, key)).toBeNull()
  })

  it.each([
    null,
    undefined,
    '',
    leadId,
    `${leadId}.`,
    `not-a-uuid.${signUnsubscribeToken(leadId, key).split('.')[1]}`,
    `${signUnsubscribeToken(leadId, key)}.extra`,
    `${signUnsubscribeToken(leadId, key)}=`,
    `${signUnsubscribeToken(leadId, key).slice(0, -1)}`,
    'x'.repeat(500),
  ])('refuses %j', (token) => {
    expect(verifyUnsubscribeToken(token, key)).toBeNull()
  })
})

describe('unsubscribe tokens only carry lead ids from this key', () => {
  const signedWith = (id: string, signingKey: Buffer) =>
    `${id}.${createHmac('sha256', signingKey).update(id).digest('base64url')}`

  it('refuses a correctly signed value that is not a bare UUID', () => {
    for (const id of ['not-a-uuid', `x${leadId}`, `${leadId}x`]) {
      expect(verifyUnsubscribeToken(signedWith(id, key), key)).toBeNull()
    }
  })

  it('refuses signatures made with the parent secret or an unlabelled key', () => {
    const secret = 'the-service-role-key-of-this-project'
    const unlabelled = createHmac('sha256', secret).update('').digest()
    expect(verifyUnsubscribeToken(signedWith(leadId, Buffer.from(secret)), key)).toBeNull()
    expect(verifyUnsubscribeToken(signedWith(leadId, unlabelled), key)).toBeNull()
  })
})

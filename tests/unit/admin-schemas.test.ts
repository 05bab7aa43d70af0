import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  MAX_BULK_MESSAGES,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  archiveMessagesSchema,
  replyToMessageSchema,
} from '@/lib/validation/admin-messages'
import { signOutEverywhereSchema } from '@/lib/validation/admin-security'
import {
  LAST_ADMIN,
  SELF_DEMOTION,
  grantMembershipSchema,
  revokeMembershipSchema,
  setAdminRoleSchema,
} from '@/lib/validation/admin-students'
import {
  ANALYTICS_EVENTS,
  ANALYTICS_MAX_BODY,
  analyticsEventSchema,
} from '@/lib/validation/analytics'
import { resourceSlugSchema, saveResourceSchema } from '@/lib/validation/resources'

const id = '00000000-0000-4000-8000-000000000001'
const id2 = '00000000-0000-4000-8000-000000000002'
const fieldErrors = (result: { error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

describe('admin student schemas', () => {
  it('takes an account and a role', () => {
    expect(setAdminRoleSchema.safeParse({ userId: id, admin: false }).success).toBe(true)
    expect(fieldErrors(setAdminRoleSchema.safeParse({ userId: 'x', admin: 'no' }))).toStrictEqual({
      userId: ['Choose an account.'],
      admin: ['Invalid input: expected boolean, received string'],
    })
    expect(fieldErrors(signOutEverywhereSchema.safeParse({ userId: 'x' }))).toStrictEqual({
      userId: ['Choose an account.'],
    })
  })

  it('takes a plan name of 1 to 100 characters, trimmed', () => {
    expect(grantMembershipSchema.parse({ userId: id, plan: ' Study plus ' })).toStrictEqual({
      userId: id,
      plan: 'Study plus',
    })
    const plan = (value: string) =>
      fieldErrors(grantMembershipSchema.safeParse({ userId: id, plan: value }))
    expect(plan('   ')).toStrictEqual({ plan: ['Enter the plan, e.g. "Study plus".'] })
    expect(plan('x'.repeat(100))).toStrictEqual({})
    expect(plan('x'.repeat(101))).toStrictEqual({
      plan: ['Keep the plan name under 100 characters.'],
    })
    expect(
      fieldErrors(revokeMembershipSchema.safeParse({ userId: 'x', membershipId: 'y' })),
    ).toStrictEqual({ userId: ['Choose an account.'], membershipId: ['Choose a membership.'] })
  })

  it('explains the refused demotions', () => {
    expect(SELF_DEMOTION).toBe('You cannot remove your own admin role.')
    expect(LAST_ADMIN).toBe('The last admin cannot be demoted.')
  })
})

describe('admin message schemas', () => {
  it('labels the message statuses', () => {
    expect(MESSAGE_STATUSES).toEqual(['new', 'read', 'replied', 'archived'])
    expect(MESSAGE_STATUS_LABELS).toStrictEqual({
      new: 'New',
      read: 'Read',
      replied: 'Replied',
      archived: 'Archived',
    })
  })

  it('takes a reply with a subject and a body within their limits', () => {
    const reply = (subject: string, body: string) =>
      fieldErrors(replyToMessageSchema.safeParse({ messageId: id, subject, body }))
    expect(reply('x'.repeat(300), 'x'.repeat(10_000))).toStrictEqual({})
    expect(reply(' ', ' ')).toStrictEqual({
      subject: ['Enter a subject.'],
      body: ['Write your reply.'],
    })
    expect(reply('x'.repeat(301), 'x'.repeat(10_001))).toStrictEqual({
      subject: ['Keep the subject under 300 characters.'],
      body: ['Keep the reply under 10,000 characters.'],
    })
    expect(
      fieldErrors(replyToMessageSchema.safeParse({ messageId: 'x', subject: 'a', body: 'b' })),
    ).toStrictEqual({ messageId: ['Choose a message.'] })
  })

  it('archives 1 to 100 messages at a time', () => {
    expect(MAX_BULK_MESSAGES).toBe(100)
    const archive = (ids: string[]) => fieldErrors(archiveMessagesSchema.safeParse({ ids }))
    expect(archive([])).toStrictEqual({ ids: ['Select at least one message.'] })
    expect(archive(Array.from({ length: 100 }, () => id))).toStrictEqual({})
    expect(archive(Array.from({ length: 101 }, () => id))).toStrictEqual({
      ids: ['Archive at most 100 messages at a time.'],
    })
    expect(archiveMessagesSchema.safeParse({ ids: ['x'] }).success).toBe(false)
  })
})

describe('analyticsEventSchema', () => {
  const event = {
    consent: 'analytics',
    name: 'page_view',
    path: '/articles/x/',
    referrer: null,
    sessionId: 'abcDEF_-',
    properties: { step: 'one', count: 2, done: true },
  }
  const accepts = (changes: Record<string, unknown>) =>
    analyticsEventSchema.safeParse({ ...event, ...changes }).success

  it('takes a beacon with analytics consent and a known event', () => {
    expect(accepts({})).toBe(true)
    expect(ANALYTICS_EVENTS).toEqual([
      'page_view',
      'lead_submitted',
      'promotion_click',
      'quiz_completed',
      'application_sent',
      'contact_sent',
      'order_requested',
    ])
    for (const name of ANALYTICS_EVENTS) expect(accepts({ name })).toBe(true)
    expect(ANALYTICS_MAX_BODY).toBe(2048)
  })

  it('refuses beacons without consent, unknown events and extra fields', () => {
    expect(accepts({ consent: 'necessary' })).toBe(false)
    expect(accepts({ name: 'purchase' })).toBe(false)
    expect(accepts({ email: 'a@example.org' })).toBe(false)
  })

  it('takes site paths only, without a query string', () => {
    expect(accepts({ path: '/' })).toBe(true)
    expect(accepts({ referrer: '/quiz/x' })).toBe(true)
    expect(accepts({ referrer: undefined })).toBe(true)
    expect(accepts({ path: `/${'a'.repeat(511)}` })).toBe(true)
    for (const path of [
      '//evil.example',
      'https://x',
      '/a?b=1',
      '/a#b',
      '/a b',
      '',
      `/${'a'.repeat(512)}`,
    ]) {
      expect(accepts({ path })).toBe(false)
    }
    const result = analyticsEventSchema.safeParse({ ...event, path: '/a?b' })
    expect(result.error?.issues[0]?.message).toBe('Paths only, without a query string.')
  })

  it('takes a session id of 8 to 64 URL-safe characters', () => {
    expect(accepts({ sessionId: 'a'.repeat(64) })).toBe(true)
    expect(accepts({ sessionId: 'a'.repeat(65) })).toBe(false)
    expect(accepts({ sessionId: 'a'.repeat(7) })).toBe(false)
    expect(accepts({ sessionId: 'abcdefg!' })).toBe(false)
    expect(accepts({ sessionId: `x${'a'.repeat(64)}` })).toBe(false)
  })

  it('takes up to 8 short flat properties with snake_case names', () => {
    const eight = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`p${i}`, i]))
    expect(accepts({ properties: eight })).toBe(true)
    const nine = analyticsEventSchema.safeParse({ ...event, properties: { ...eight, p8: 8 } })
    expect(nine.error?.issues[0]?.message).toBe('At most 8 properties.')
    expect(accepts({ properties: { [`a${'b'.repeat(31)}`]: 1 } })).toBe(true)
    expect(accepts({ properties: { [`a${'b'.repeat(32)}`]: 1 } })).toBe(false)
    expect(accepts({ properties: { Step: 1 } })).toBe(false)
    expect(accepts({ properties: { '1step': 1 } })).toBe(false)
    expect(accepts({ properties: { step: 'x'.repeat(100) } })).toBe(true)
    expect(accepts({ properties: { step: 'x'.repeat(101) } })).toBe(false)
    expect(accepts({ properties: { step: Infinity } })).toBe(false)
    expect(accepts({ properties: { step: { nested: 1 } } })).toBe(false)
    expect(accepts({ properties: undefined })).toBe(true)
  })
})

describe('resource schemas', () => {
  it('takes a saved flag for a resource and slugs of up to 200 characters', () => {
    expect(saveResourceSchema.safeParse({ resourceId: id2, saved: true }).success).toBe(true)
    expect(saveResourceSchema.safeParse({ resourceId: 'x', saved: true }).success).toBe(false)
    expect(resourceSlugSchema.safeParse('a'.repeat(200)).success).toBe(true)
    expect(resourceSlugSchema.safeParse('a'.repeat(201)).success).toBe(false)
    for (const slug of ['a-b-c', 'a1'])
      expect(resourceSlugSchema.safeParse(slug).success).toBe(true)
    for (const slug of ['-a', 'a-', 'A', 'a--b', 'a b', 'xa/b']) {
      expect(resourceSlugSchema.safeParse(slug).success).toBe(false)
    }
  })
})

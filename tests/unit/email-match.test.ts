import { describe, expect, it } from 'vitest'

import { exactIlike, sameEmail } from '@/lib/data/email-match'

// The pattern as PostgREST hands it to Postgres: every `*` becomes `%`.
const asSent = (pattern: string) => pattern.replaceAll('*', '%')

describe('exactIlike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(exactIlike('a_b@x.co')).toBe('a\\_b@x.co')
    expect(exactIlike('100%@x.co')).toBe('100\\%@x.co')
    expect(exactIlike('back\\slash@x.co')).toBe('back\\\\slash@x.co')
    expect(exactIlike('_%\\')).toBe('\\_\\%\\\\')
  })

  it('turns * into a one-character wildcard, never into PostgREST’s %', () => {
    expect(exactIlike('a*b@x.co')).toBe('a_b@x.co')
    expect(asSent(exactIlike('a**b@x.co'))).toBe('a__b@x.co')
  })

  it('leaves ordinary and unicode addresses as they are', () => {
    expect(exactIlike('Sam.Student+tag@Example.com')).toBe('Sam.Student+tag@Example.com')
    expect(exactIlike('zoë@exämple.com')).toBe('zoë@exämple.com')
  })
})

describe('sameEmail', () => {
  it('compares addresses ignoring case, unicode included', () => {
    expect(sameEmail('SAM@Example.com', 'sam@example.com')).toBe(true)
    expect(sameEmail('ZOË@example.com', 'zoë@example.com')).toBe(true)
    expect(sameEmail('zoe@example.com', 'zoë@example.com')).toBe(false)
    expect(sameEmail('axb@x.co', 'a*b@x.co')).toBe(false)
    expect(sameEmail('a*b@x.co', 'a*b@x.co')).toBe(true)
  })

  it('never matches a missing address', () => {
    expect(sameEmail(null, '')).toBe(false)
    expect(sameEmail(undefined, 'a@x.co')).toBe(false)
  })
})

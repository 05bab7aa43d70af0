import { describe, expect, it } from 'vitest'

import { greeting } from '@/lib/email/greeting'

describe('greeting (mail to an address nobody has confirmed)', () => {
  it.each([
    ['Casey', 'Hello Casey,'],
    ['  Ada   Applicant ', 'Hello Ada Applicant,'],
    ['Siân O’Neill-Jones', 'Hello Siân O’Neill-Jones,'],
    ["D'Arcy", "Hello D'Arcy,"],
    ['J. Smith', 'Hello J. Smith,'],
    ['Nguyễn Văn An', 'Hello Nguyễn Văn An,'],
    ['张伟', 'Hello 张伟,'],
    ['a'.repeat(60), `Hello ${'a'.repeat(60)},`],
  ])('names a person: %j', (name, expected) => {
    expect(greeting(name)).toBe(expected)
  })

  it.each([
    ['a link', 'Claim your prize at https://example.com'],
    ['a bare domain', 'Visit example.com now'],
    ['a domain in capitals', 'EXAMPLE.COM'],
    ['an email address', 'win@example.org'],
    ['a phone number', 'Call 0800 123 456'],
    ['a pitch with punctuation', 'Cheap essays!!! Order today'],
    ['markup', '<b>Hi</b>'],
    ['a name too long to be one', 'a'.repeat(61)],
    ['nothing', '   '],
  ])('leaves out %s', (_what, name) => {
    expect(greeting(name)).toBe('Hello,')
  })
})

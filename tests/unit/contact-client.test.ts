import { zodResolver } from '@hookform/resolvers/zod'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import { contactResolver, EMAIL_PATTERN, EMPTY_CONTACT_FORM } from '@/lib/validation/contact-client'

const options: ResolverOptions<ContactInput> = {
  fields: {},
  names: undefined,
  criteriaMode: undefined,
  shouldUseNativeValidation: false,
}

const fromSchema = zodResolver(contactSchema)

/** What the form sees from each check: the parsed values, or each field's first error. */
async function both(values: ContactInput) {
  return {
    schema: await fromSchema(values, undefined, options),
    browser: await contactResolver(values, undefined, options),
  }
}

const repeat = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length)

/** Strings near every rule's edge: blank, padded, at and past each limit, odd unicode. */
const texts = [
  '',
  ' ',
  ' \n\t ',
  'Casey',
  '  Casey  ',
  'Zoë 🎓 Ünïcödé',
  '<script>alert(1)</script>',
  '\u200b',
  '\u00a0x\u00a0',
  repeat('a', 200),
  repeat('a', 201),
  ` ${repeat('b', 200)} `,
  repeat('é', 10_000),
  repeat('m', 10_001),
  ` ${repeat('m', 10_000)}\n`,
  repeat('🎓', 5_001),
]
const emails = [
  ...texts,
  'casey@example.org',
  '  Casey@Example.ORG ',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  'casey@',
  '@example.org',
  'casey@example',
  'casey@example.o',
  '.casey@example.org',
  'casey.@example.org',
  'ca..sey@example.org',
  'casey@-example.org',
  'casey@exa_mple.org',
  'casey @example.org',
  'zoë@example.org',
  'casey@example.org\u0000',
  `${repeat('a', 308)}@example.org`,
  `${repeat('a', 309)}@example.org`,
  ` ${repeat('a', 308)}@example.org `,
]
const topics = [
  '',
  'general',
  'services',
  'orders',
  'careers',
  'privacy',
  'other',
  'Privacy',
  ' other',
  'toString',
  '__proto__',
  'hasOwnProperty',
]
const websites = [undefined, '', ' ', 'https://spam.example']
const tokens = [undefined, '', 'token', repeat('t', 4096), repeat('t', 4097)]

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('contactResolver', () => {
  it('uses zod’s own email pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source)
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags)
  })

  it('passes a good message with the values the schema parses', async () => {
    const { schema, browser } = await both({
      name: '  Casey ',
      email: ' Casey@Example.ORG',
      topic: 'privacy',
      message: ' When can I book a session? ',
      website: '',
      captchaToken: '',
    })
    expect(browser).toEqual(schema)
    expect(browser.values).toEqual({
      name: 'Casey',
      email: 'casey@example.org',
      topic: 'privacy',
      message: 'When can I book a session?',
      website: '',
      captchaToken: '',
    })
  })

  it('shows the schema’s message on each field of an empty form', async () => {
    const { schema, browser } = await both(EMPTY_CONTACT_FORM)
    expect(browser).toEqual(schema)
    expect(Object.entries(browser.errors).map(([field, error]) => [field, error?.message])).toEqual(
      [
        ['name', 'Please enter your name.'],
        ['email', 'Please enter your email address.'],
        ['topic', 'Please choose a topic.'],
        ['message', 'Please write your message.'],
      ],
    )
  })

  it('answers each field exactly as the schema does, one field varied at a time', async () => {
    const good: ContactInput = {
      name: 'Casey',
      email: 'casey@example.org',
      topic: 'general',
      message: 'Hello',
      website: '',
      captchaToken: '',
    }
    const variants: ContactInput[] = [
      ...texts.map((name) => ({ ...good, name })),
      ...emails.map((email) => ({ ...good, email })),
      ...topics.map((topic) => ({ ...good, topic: topic as never })),
      ...texts.map((message) => ({ ...good, message })),
      ...websites.map((website) => ({ ...good, website })),
      ...tokens.map((captchaToken) => ({ ...good, captchaToken })),
    ]
    for (const values of variants) {
      const { schema, browser } = await both(values)
      expect(browser, JSON.stringify(values).slice(0, 200)).toEqual(schema)
    }
  })

  it('answers 2,000 generated forms exactly as the schema does', async () => {
    const next = random(20_261_126)
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
    for (let i = 0; i < 2_000; i++) {
      const values: ContactInput = {
        name: pick(texts),
        email: pick(emails),
        topic: pick(topics) as never,
        message: pick(texts),
        website: pick(websites),
        captchaToken: pick(tokens),
      }
      const { schema, browser } = await both(values)
      expect(browser, JSON.stringify(values).slice(0, 200)).toEqual(schema)
    }
  })
})

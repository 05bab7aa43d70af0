import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'

import type { ContactInput, ContactValues } from '@/lib/validation/contact'
import { CONTACT_TOPICS, MESSAGE_MAX, type ContactTopic } from '@/lib/validation/contact-topics'

/**
 * zod's own email pattern (`z.regexes.email`, what `z.email()` checks); a unit test keeps the two
 * the same.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

type Check = { value: string } | { error: FieldError }

/** A required, trimmed string with a length limit, as `z.string().trim().min(1).max()` checks it. */
function requiredText(value: unknown, missing: string, max: number, tooLong: string): Check {
  if (typeof value !== 'string') return { error: { type: 'invalid_type', message: missing } }
  const trimmed = value.trim()
  if (trimmed.length < 1) return { error: { type: 'too_small', message: missing } }
  if (trimmed.length > max) return { error: { type: 'too_big', message: tooLong } }
  return { value: trimmed }
}

function email(value: unknown): Check {
  const missing = 'Please enter your email address.'
  const checked = requiredText(value, missing, 320, 'That email address is too long.')
  if ('error' in checked) return checked
  if (!EMAIL_PATTERN.test(checked.value)) {
    return { error: { type: 'invalid_format', message: 'Please enter a valid email address.' } }
  }
  return { value: checked.value.toLowerCase() }
}

const isTopic = (value: unknown): value is ContactTopic =>
  typeof value === 'string' && Object.hasOwn(CONTACT_TOPICS, value)

/** The contact form before anything is typed: no topic chosen yet, the honeypot empty. */
export const EMPTY_CONTACT_FORM: ContactInput = {
  name: '',
  email: '',
  topic: '' as ContactTopic,
  message: '',
  website: '',
  captchaToken: '',
}

/**
 * The contact form's check in the browser: the same rules, messages and parsed values as
 * `contactSchema` (lib/validation/contact.ts) for anything the form can hold, without loading zod,
 * which was a third of the page's script. The route handler still parses every message with
 * `contactSchema`, and tests/unit/contact-client.test.ts compares the two on generated input.
 */
export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = (
  values,
  _context,
  options,
) => {
  const { topic, website, captchaToken = '' } = values
  const errors: FieldErrors = {}
  const name = requiredText(
    values.name,
    'Please enter your name.',
    200,
    'Use at most 200 characters.',
  )
  if ('error' in name) errors.name = name.error
  const address = email(values.email)
  if ('error' in address) errors.email = address.error
  if (!isTopic(topic)) {
    errors.topic = { type: 'invalid_value', message: 'Please choose a topic.' }
  }
  const message = requiredText(
    values.message,
    'Please write your message.',
    MESSAGE_MAX,
    `Use at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  )
  if ('error' in message) errors.message = message.error
  if (website !== undefined && website.length > 0) {
    errors.website = { type: 'too_big', message: 'Please leave this field empty.' }
  }
  if (captchaToken.length > 4096) {
    errors.captchaToken = { type: 'too_big', message: 'The verification token is too long.' }
  }
  if (
    'value' in name &&
    'value' in address &&
    isTopic(topic) &&
    'value' in message &&
    Object.keys(errors).length === 0
  ) {
    return {
      values: {
        name: name.value,
        email: address.value,
        topic,
        message: message.value,
        ...(website === undefined ? {} : { website }),
        captchaToken,
      },
      errors: {},
    }
  }
  return { values: {}, errors: toNestErrors(errors, options) }
}

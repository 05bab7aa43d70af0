/**
 * The contact form's topics and message limit, apart from the zod schema (contact.ts) so the
 * browser can have them without loading zod.
 */
export const MESSAGE_MAX = 10_000

export const CONTACT_TOPICS = {
  general: 'General question',
  services: 'Our services',
  orders: 'An order',
  careers: 'Careers',
  privacy: 'Privacy and my data',
  other: 'Something else',
} as const

export type ContactTopic = keyof typeof CONTACT_TOPICS

/**
 * A name that reads as a person's: letters (any script), spaces, hyphens, apostrophes and initials'
 * full stops, at most 60 characters. No digits, no `@`, no `://`, and no full stop running into a
 * letter (`example.com`).
 */
const PERSON_NAME = /^[\p{L}\p{M}' ’.-]{1,60}$/u
const DOMAIN_LIKE = /\.\p{L}/u

/**
 * The first line of a message sent to an address nobody has confirmed (the contact form's
 * acknowledgement, an applicant's confirmation): "Hello Casey," when the name reads as a name,
 * else "Hello,". Anyone can type someone else's address into a public form, so the mail must not
 * carry their free text to that address: a "name" holding a link or a pitch is left out.
 */
export function greeting(name: string) {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  return PERSON_NAME.test(trimmed) && !DOMAIN_LIKE.test(trimmed) ? `Hello ${trimmed},` : 'Hello,'
}

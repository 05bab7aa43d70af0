import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail } from '@/lib/actions/result'

/** What the editor says under the slug field when another row of its kind has that slug. */
export const slugTakenMessage = (noun: string) => `Another ${noun} already uses this slug.`

/** The failure when the slug's unique index refused a write: the editor marks the slug field. */
export const slugTakenFailure = (noun: string) =>
  fail(CORRECT_FIELDS, { slug: [slugTakenMessage(noun)] })

import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail } from '@/lib/actions/result'

/** The failure when the slug's unique index refused a write: the editor marks the slug field. */
export const slugTakenFailure = (noun: string) =>
  fail(CORRECT_FIELDS, { slug: [`Another ${noun} already uses this slug.`] })

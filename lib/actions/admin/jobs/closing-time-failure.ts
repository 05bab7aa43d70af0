import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail } from '@/lib/actions/result'
import { CLOSES_IN_THE_PAST } from '@/lib/validation/admin/jobs'

/** The failure when an open job would close in the past: the editor marks the closing time. */
export const closingTimeFailure = () => fail(CORRECT_FIELDS, { closesAt: [CLOSES_IN_THE_PAST] })

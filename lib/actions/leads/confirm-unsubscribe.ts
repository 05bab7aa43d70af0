'use server'

import { publicAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'
import { unsubscribeLead } from '@/lib/actions/leads/unsubscribe-lead'
import { unsubscribeTokenSchema } from '@/lib/validation/leads'

/** The unsubscribe page's button: the reader confirmed, so the signed lead stops getting mail. */
export const confirmUnsubscribeAction = publicAction(unsubscribeTokenSchema, async ({ token }) =>
  ok(await unsubscribeLead(token)),
)

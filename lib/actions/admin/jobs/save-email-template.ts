'use server'

import { adminAction } from '@/lib/actions/action'
import { conflictFailure, fail, ok } from '@/lib/actions/result'
import { lastChangeOf } from '@/lib/data/admin/audit'
import { saveEmailTemplateSchema } from '@/lib/validation/admin/jobs'

/** Saves one applicant email template, unless someone saved it since the editor opened it. */
export const saveEmailTemplateAction = adminAction(
  saveEmailTemplateSchema,
  async ({ key, updatedAt, subject, body }, { supabase }) => {
    const { data, error } = await supabase
      .from('email_templates')
      .update({ subject, body })
      .eq('key', key)
      .eq('updated_at', updatedAt)
      .select('updated_at')
      .maybeSingle()
    if (error) return fail(`Could not save: ${error.message}`)
    if (data) return ok({ updatedAt: data.updated_at })
    const current = await supabase
      .from('email_templates')
      .select('subject, body, updated_at')
      .eq('key', key)
      .maybeSingle()
    if (!current.data) return fail('This template no longer exists.')
    const change = await lastChangeOf(supabase, 'email_templates', key)
    return conflictFailure({
      changedBy: change?.actorName ?? 'another admin',
      changedAt: current.data.updated_at,
      current: { key, ...current.data, updatedAt: current.data.updated_at },
    })
  },
)

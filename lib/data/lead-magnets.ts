import 'server-only'

import { cacheContent, cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

export const STUDY_GUIDE_SLUG = 'study-success-guide'

export type LeadMagnet = {
  id: string
  title: string
  filePath: string
  emailSubject: string
  emailBody: string
}

/** The magnet of this slug while it is active; RLS lets visitors read active magnets only. */
const activeMagnetRow = (slug: string) =>
  createPublicClient()
    .from('lead_magnets')
    .select('id, title, file_path, email_subject, email_body')
    .eq('slug', slug)
    .eq('is_active', true)
    .maybeSingle()

/** The active magnet with a file to send. */
export async function getActiveLeadMagnet(slug = STUDY_GUIDE_SLUG): Promise<LeadMagnet | null> {
  const { data, error } = await activeMagnetRow(slug)
  if (error) console.error('Lead magnet lookup failed', error.message)
  if (!data?.file_path) return null
  return {
    id: data.id,
    title: data.title,
    filePath: data.file_path,
    emailSubject: data.email_subject,
    emailBody: data.email_body,
  }
}

/**
 * Whether the home page's study-guide form has a guide to send (the magnet `getActiveLeadMagnet`
 * would send). Cached like published content and invalidated by the admin's lead-magnet writes;
 * a failed lookup throws, so it is not cached.
 */
export async function isStudyGuideOffered(): Promise<boolean> {
  'use cache'
  cacheContent(cacheTags.leadMagnets)
  const { data, error } = await activeMagnetRow(STUDY_GUIDE_SLUG)
  if (error) throw new Error(`Study guide lookup failed: ${error.message}`)
  return Boolean(data?.file_path)
}

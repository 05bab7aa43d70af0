import 'server-only'

import { appMailConfig } from '@/lib/email/app-mail-config'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { renderGuideEmail } from '@/lib/leads/guide-email'
import type { LeadMagnet } from '@/lib/data/lead-magnets'
import { unsubscribeHeaders, unsubscribeUrl } from '@/lib/leads/unsubscribe-link'
import { BUCKETS } from '@/lib/storage/buckets'
import { createAdminClient } from '@/lib/supabase/admin'

export const DOWNLOAD_LINK_SECONDS = 7 * 24 * 60 * 60

function downloadName(filePath: string): string {
  return filePath.split('/').pop() || 'guide.pdf'
}

/**
 * Emails a time-limited link to the magnet's file. The bucket is private, so only the service
 * role can sign the URL; nothing a visitor sends chooses the bucket or the path.
 */
export async function sendGuide(to: string, leadId: string, magnet: LeadMagnet): Promise<boolean> {
  const config = appMailConfig()
  if (!config) return false
  const { data, error } = await createAdminClient()
    .storage.from(BUCKETS.leadMagnets)
    .createSignedUrl(magnet.filePath, DOWNLOAD_LINK_SECONDS, {
      download: downloadName(magnet.filePath),
    })
  if (error || !data?.signedUrl) {
    console.error('Signing the lead magnet URL failed', error?.message)
    return false
  }
  const email = renderGuideEmail({
    title: magnet.title,
    subject: magnet.emailSubject,
    body: magnet.emailBody,
    downloadUrl: data.signedUrl,
    siteUrl,
    unsubscribeUrl: unsubscribeUrl(leadId),
  })
  const result = await sendEmail({ to, ...email, headers: unsubscribeHeaders(leadId) }, config)
  return result.ok
}

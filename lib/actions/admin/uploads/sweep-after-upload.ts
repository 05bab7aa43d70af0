import 'server-only'

import { after } from 'next/server'

import { sweepOrphanUploads } from '@/lib/storage/upload-sweep'
import { createAdminClient } from '@/lib/supabase/admin'

/**
 * Clears a bounded batch of uploads that no editor saved. Hosted Supabase and Supabase Local have
 * no job runner in common, so issued upload URLs are the clock; after the response, so the admin
 * never waits for it, and a failure is only logged.
 */
export function sweepAfterUpload() {
  after(async () => {
    try {
      const { removed } = await sweepOrphanUploads(createAdminClient())
      if (removed.length > 0) console.info(`Removed ${removed.length} unsaved admin upload(s)`)
    } catch (error) {
      console.error('Sweeping unsaved admin uploads failed', error)
    }
  })
}

import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'
import { csvDownload, keysetBatches, type CsvColumn } from '@/lib/csv/csv-download'
import { leadListSpec, leadsAfter, type LeadRow } from '@/lib/data/admin/leads'
import { parseListParams } from '@/lib/data/admin/list-params'
import { listLeadMagnets } from '@/lib/data/admin/lead-magnets'
import { createClient } from '@/lib/supabase/server'

const columns: CsvColumn<LeadRow>[] = [
  { header: 'email', value: (row) => row.email },
  { header: 'lead_magnet', value: (row) => row.lead_magnets?.title ?? '' },
  { header: 'source_path', value: (row) => row.source_path },
  { header: 'confirmed_at', value: (row) => row.consent_at },
  { header: 'unsubscribed', value: (row) => (row.unsubscribed_at ? 'yes' : 'no') },
  { header: 'unsubscribed_at', value: (row) => row.unsubscribed_at },
  { header: 'created_at', value: (row) => row.created_at },
]

/**
 * The leads list as CSV, with the list's own filters (magnet, since, status, search), streamed in
 * keyset batches so memory stays flat however many leads match. Admins only.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await getCurrentUser())) return new Response('Sign in first.', { status: 401 })
  if (!(await currentUserIsAdmin())) {
    return new Response('Your account does not have admin access.', { status: 403 })
  }
  const magnets = await listLeadMagnets()
  const searchParams = Object.fromEntries(new URL(request.url).searchParams)
  const params = parseListParams(leadListSpec(magnets.map((magnet) => magnet.id)), searchParams)
  const supabase = await createClient()
  const day = new Date().toISOString().slice(0, 10)
  return csvDownload(
    `leads-${day}.csv`,
    columns,
    keysetBatches(
      (lastId) => leadsAfter(supabase, params, lastId),
      (row) => row.id,
    ),
  )
}

import { NextResponse } from 'next/server'

import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'
import { BUCKETS } from '@/lib/storage/buckets'
import { createClient } from '@/lib/supabase/server'
import { isUuid } from '@/lib/data/admin/uuid'

/** How long the résumé link works: long enough to open it, too short to pass around. */
const RESUME_URL_SECONDS = 60

/**
 * Sends an admin to a one-minute signed URL for an application's résumé (private bucket; the
 * signing runs with the admin's session, so Storage RLS checks again). Others get 401/403.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await getCurrentUser())) return new NextResponse('Sign in first.', { status: 401 })
  if (!(await currentUserIsAdmin())) {
    return new NextResponse('Your account does not have admin access.', { status: 403 })
  }
  const { id } = await params
  if (!isUuid(id)) return new NextResponse('Not found.', { status: 404 })
  const supabase = await createClient()
  const { data } = await supabase
    .from('job_applications')
    .select('resume_path')
    .eq('id', id)
    .maybeSingle()
  if (!data?.resume_path)
    return new NextResponse('This application has no résumé.', { status: 404 })
  const signed = await supabase.storage
    .from(BUCKETS.resumes)
    .createSignedUrl(data.resume_path, RESUME_URL_SECONDS)
  if (signed.error) {
    return new NextResponse('The résumé could not be opened.', { status: 502 })
  }
  return NextResponse.redirect(signed.data.signedUrl, {
    status: 303,
    headers: { 'cache-control': 'no-store' },
  })
}

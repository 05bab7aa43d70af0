import 'server-only'

import { failed, type Outcome } from '@/lib/actions/outcome'
import { exactIlike } from '@/lib/data/email-match'
import { isAcceptingApplications } from '@/lib/data/jobs'
import { createAdminClient } from '@/lib/supabase/admin'

export const JOB_NOT_FOUND = 'We could not find that role.'
export const JOB_CLOSED = 'This role is no longer accepting applications'
export const ALREADY_APPLIED = 'You have already applied for this role'

export type TargetJob = { id: string; slug: string; title: string }

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The job an application is for, read fresh (not from the page cache) so a role closed a moment
 * ago refuses at once: 404 for unknown or draft slugs, 409 once it is closed or past its date,
 * 409 when this address applied to it in the last 24 hours.
 */
export async function applicationTarget(
  slug: string,
  email: string | null,
): Promise<{ job: TargetJob | null; outcome: Outcome<never> | null }> {
  const notFound = { job: null, outcome: failed(404, JOB_NOT_FOUND) }
  if (slug.length > 200 || !SLUG.test(slug)) return notFound
  const admin = createAdminClient()
  const { data: job, error } = await admin
    .from('jobs')
    .select('id, slug, title, status, closes_at')
    .eq('slug', slug)
    .in('status', ['open', 'closed'])
    .maybeSingle()
  if (error) throw new Error(`Could not load the job: ${error.message}`)
  if (!job) return notFound
  const target = { id: job.id, slug: job.slug, title: job.title }
  if (!isAcceptingApplications(job)) return { job: target, outcome: failed(409, JOB_CLOSED) }
  if (email) {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    const { count, error: countError } = await admin
      .from('job_applications')
      .select('id', { count: 'exact', head: true })
      .eq('job_id', job.id)
      .ilike('email', exactIlike(email))
      .gt('created_at', since)
    if (countError) throw new Error(`Could not check earlier applications: ${countError.message}`)
    if ((count ?? 0) > 0) return { job: target, outcome: failed(409, ALREADY_APPLIED) }
  }
  return { job: target, outcome: null }
}

import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'

import { renamedSlug } from '@/lib/content/slug-history'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor and read with the cookie-free client: RLS shows anon open and closed
// jobs, never drafts. A job's closing time needs no job runner: reads revalidate after 5 minutes.
const JOBS_LIFE = { stale: 60, revalidate: 300, expire: 3600 } as const

const LIST_COLUMNS =
  'id, slug, title, department, location, is_remote, employment_type, status, published_at, closes_at'

export const JOB_COLUMNS = `${LIST_COLUMNS}, summary, description, requirements, benefits, salary_range, updated_at`

/** Open and closed jobs, the ones the careers pages show; drafts never. */
function listedJobs<Columns extends string>(columns: Columns) {
  return createPublicClient().from('jobs').select(columns).in('status', ['open', 'closed'])
}

/** Whether a job takes applications now: open, and its closing time (if any) not yet passed. */
export function isAcceptingApplications(
  job: { status: string; closes_at: string | null },
  now: Date = new Date(),
): boolean {
  return job.status === 'open' && (!job.closes_at || Date.parse(job.closes_at) > now.getTime())
}

/** Open jobs first (newest first), then closed ones; drafts never. */
export async function getJobs() {
  'use cache'
  cacheTag(cacheTags.jobs)
  cacheLife(JOBS_LIFE)
  const rows = rowsOrThrow(
    await listedJobs(LIST_COLUMNS)
      .order('published_at', { ascending: false, nullsFirst: false })
      .order('title'),
    'jobs',
  )
  // The clock is read here, inside the cache scope, so pages stay prerenderable; a job whose
  // closing time passes shows as closed within one revalidation.
  const now = new Date()
  const jobs = rows.map((row) => ({ ...row, accepting: isAcceptingApplications(row, now) }))
  return jobs.sort((a, b) => Number(b.accepting) - Number(a.accepting))
}

export type JobSummary = Awaited<ReturnType<typeof getJobs>>[number]

async function loadJob(slug: string) {
  'use cache'
  cacheTag(cacheTags.job(slug), cacheTags.jobs)
  cacheLife(JOBS_LIFE)
  const row = dataOrThrow(await listedJobs(JOB_COLUMNS).eq('slug', slug).maybeSingle(), 'the job')
  return row ? { ...row, accepting: isAcceptingApplications(row, new Date()) } : null
}

/** An open or closed job by slug; one query per request for generateMetadata and the page. */
export const getJob = cache(loadJob)

export type Job = NonNullable<Awaited<ReturnType<typeof loadJob>>>

/** The current slug of an open or closed job that used to be at `oldSlug`, or null. */
export const findRenamedJob = cache(async (oldSlug: string) => {
  'use cache'
  cacheTag(cacheTags.job(oldSlug), cacheTags.jobs)
  cacheLife(JOBS_LIFE)
  return renamedSlug(createPublicClient(), 'careers', oldSlug)
})

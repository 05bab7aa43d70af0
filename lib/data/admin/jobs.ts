import 'server-only'

import { cache } from 'react'

import { editorRow } from '@/lib/data/admin/editor-row'
import { COUNTED, readSearchedListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import {
  APPLICATION_STATUSES,
  JOB_STATUSES,
  TEMPLATE_KEYS,
  type SaveJobInput,
  type TemplateKey,
  type UpdateApplicationInput,
} from '@/lib/validation/admin/jobs'

type ServerClient = Awaited<ReturnType<typeof createClient>>

export const jobListSpec = {
  sortable: ['title', 'status', 'published_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: JOB_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type JobListRow = {
  id: string
  slug: string
  title: string
  status: string
  location: string
  published_at: string | null
  closes_at: string | null
  updated_at: string
  job_applications: { count: number }[]
}

const JOB_LIST_COLUMNS =
  'id, slug, title, status, location, published_at, closes_at, updated_at, job_applications(count)'

/**
 * One page of every job, any status, with its number of applications (a search through the
 * admin-only admin_search_jobs function, see readSearchedListPage).
 */
export async function listJobs(
  supabase: ServerClient,
  params: ListParams<(typeof jobListSpec.sortable)[number], 'status'>,
): Promise<ListPage<JobListRow>> {
  return readSearchedListPage(
    {
      table: () => supabase.from('jobs').select(JOB_LIST_COLUMNS, COUNTED),
      search: () =>
        supabase
          .rpc('admin_search_jobs', { search: params.search }, COUNTED)
          .select(JOB_LIST_COLUMNS),
    },
    params,
    { equals: { status: params.filters.status }, search: ['title', 'slug'], what: 'the jobs' },
  )
}

/** A job row in the editor's shape (camelCase, '' for empty text, one list item per line). */
export function toJobValues(row: Record<string, unknown>): SaveJobInput {
  const { version, text } = editorRow(row)
  const lines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '')
  return {
    ...version,
    title: text('title'),
    slug: text('slug'),
    department: text('department'),
    location: text('location'),
    employmentType: row.employment_type as SaveJobInput['employmentType'],
    isRemote: row.is_remote === true,
    summary: text('summary'),
    description: text('description'),
    requirements: lines(row.requirements),
    benefits: lines(row.benefits),
    salaryRange: text('salary_range'),
    status: row.status as SaveJobInput['status'],
    closesAt: row.closes_at ? new Date(String(row.closes_at)).toISOString() : '',
  }
}

/** One job for its editor, or null. */
export async function getJobEditorValues(supabase: ServerClient, id: string) {
  const { data, error } = await supabase.from('jobs').select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(`Could not load the job: ${error.message}`)
  return data ? toJobValues(data) : null
}

/**
 * getJobEditorValues with the admin's own client, read once per request for the editor page and
 * its title (cache() keys on its arguments, and every createClient() is a new client).
 */
export const getJobForEdit = cache(async (id: string) =>
  getJobEditorValues(await createClient(), id),
)

export const applicationListSpec = {
  sortable: ['created_at', 'full_name', 'status'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { status: APPLICATION_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type ApplicationListRow = {
  id: string
  full_name: string
  email: string
  status: string
  created_at: string
  resume_path: string | null
  jobs: { id: string; title: string } | null
}

const APPLICATION_LIST_COLUMNS =
  'id, full_name, email, status, created_at, resume_path, jobs(id, title)'

/**
 * One page of applications, newest first; every job's, or one job's (a search through the
 * admin-only admin_search_applications function, see readSearchedListPage).
 */
export async function listApplications(
  supabase: ServerClient,
  params: ListParams<(typeof applicationListSpec.sortable)[number], 'status'>,
  jobId?: string,
): Promise<ListPage<ApplicationListRow>> {
  return readSearchedListPage(
    {
      table: () => supabase.from('job_applications').select(APPLICATION_LIST_COLUMNS, COUNTED),
      search: () =>
        supabase
          .rpc('admin_search_applications', { search: params.search }, COUNTED)
          .select(APPLICATION_LIST_COLUMNS),
    },
    params,
    {
      equals: { job_id: jobId, status: params.filters.status },
      search: ['full_name', 'email'],
      what: 'the applications',
    },
  )
}

export type ApplicationDetail = {
  id: string
  fullName: string
  email: string
  phone: string | null
  country: string | null
  coverLetter: string
  linkedinUrl: string | null
  portfolioUrl: string | null
  hasResume: boolean
  createdAt: string
  job: { id: string; title: string; slug: string } | null
  values: UpdateApplicationInput
}

/** A job_applications row as its editor holds it. */
export function toApplicationValues(row: Record<string, unknown>): UpdateApplicationInput {
  const { version, text } = editorRow(row)
  return {
    ...version,
    status: row.status as UpdateApplicationInput['status'],
    adminNotes: text('admin_notes'),
    notify: true,
  }
}

/** One application with its job, for its page. */
export async function getApplication(
  supabase: ServerClient,
  id: string,
): Promise<ApplicationDetail | null> {
  const { data, error } = await supabase
    .from('job_applications')
    .select('*, jobs(id, title, slug)')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`Could not load the application: ${error.message}`)
  if (!data) return null
  return {
    id: data.id,
    fullName: data.full_name,
    email: data.email,
    phone: data.phone,
    country: data.country,
    coverLetter: data.cover_letter,
    linkedinUrl: data.linkedin_url,
    portfolioUrl: data.portfolio_url,
    hasResume: Boolean(data.resume_path),
    createdAt: data.created_at,
    job: data.jobs,
    values: toApplicationValues(data),
  }
}

/** getApplication with the admin's own client, once per request (see getJobForEdit). */
export const getApplicationForAdmin = cache(async (id: string) =>
  getApplication(await createClient(), id),
)

export type EmailTemplate = { key: TemplateKey; subject: string; body: string; updatedAt: string }

/** The applicant email templates, in TEMPLATE_KEYS order (admins only: RLS). */
export async function getEmailTemplates(supabase: ServerClient): Promise<EmailTemplate[]> {
  const { data, error } = await supabase
    .from('email_templates')
    .select('key, subject, body, updated_at')
  if (error) throw new Error(`Could not load the email templates: ${error.message}`)
  return TEMPLATE_KEYS.flatMap((key) => {
    const row = data.find((template) => template.key === key)
    return row ? [{ key, subject: row.subject, body: row.body, updatedAt: row.updated_at }] : []
  })
}

/** What deleting a job takes with it: its applications, and the résumé files they name. */
export type JobApplicationFiles = { applications: number; resumePaths: string[] }

/** PostgREST answers at most this many rows at once (Supabase's max rows). */
const READ_BATCH = 1000

/**
 * Every application of a job, counted, with the résumé paths they hold, read in batches so a job
 * with more applications than one response carries loses none. Admins only (RLS).
 */
export async function getJobApplicationFiles(
  supabase: ServerClient,
  jobId: string,
): Promise<JobApplicationFiles> {
  const found: JobApplicationFiles = { applications: 0, resumePaths: [] }
  for (let from = 0; ; from += READ_BATCH) {
    const { data, error } = await supabase
      .from('job_applications')
      .select('id, resume_path')
      .eq('job_id', jobId)
      .order('id')
      .range(from, from + READ_BATCH - 1)
    if (error) throw new Error(`Could not load the job’s applications: ${error.message}`)
    found.applications += data.length
    for (const row of data) if (row.resume_path) found.resumePaths.push(row.resume_path)
    if (data.length < READ_BATCH) return found
  }
}

/** How many applications a job has and how many of them hold a résumé, for its delete dialog. */
export async function countJobApplications(
  supabase: ServerClient,
  jobId: string,
): Promise<{ applications: number; resumes: number }> {
  const head = { count: 'exact', head: true } as const
  const [all, withResume] = await Promise.all([
    supabase.from('job_applications').select('id', head).eq('job_id', jobId),
    supabase
      .from('job_applications')
      .select('id', head)
      .eq('job_id', jobId)
      .not('resume_path', 'is', null),
  ])
  const error = all.error ?? withResume.error
  if (error) throw new Error(`Could not count the job’s applications: ${error.message}`)
  return { applications: all.count ?? 0, resumes: withResume.count ?? 0 }
}

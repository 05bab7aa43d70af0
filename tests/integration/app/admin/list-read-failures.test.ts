import { beforeAll, describe, expect, it } from 'vitest'

import type * as ArticleReads from '@/lib/data/admin/articles'
import type * as JobReads from '@/lib/data/admin/jobs'
import type * as LeadReads from '@/lib/data/admin/leads'
import type { ListParams } from '@/lib/data/admin/list-params'
import type * as MessageReads from '@/lib/data/admin/messages'
import type * as PromotionReads from '@/lib/data/admin/promotions'
import type * as QuizReads from '@/lib/data/admin/quizzes'
import type * as ResourceReads from '@/lib/data/admin/resources'
import type * as TestimonialReads from '@/lib/data/admin/testimonials'

import { actAs, adminSuite, failsWithout as failsWithoutFor } from './harness'

// Every admin list read, browsed and searched, when the database refuses the admin's role: the
// page must fail with an error naming what it could not load (the list's error boundary shows
// it), never render as an empty list.
const harness = adminSuite()
let articles: typeof ArticleReads
let jobs: typeof JobReads
let leads: typeof LeadReads
let messages: typeof MessageReads
let promotions: typeof PromotionReads
let quizzes: typeof QuizReads
let resources: typeof ResourceReads
let testimonials: typeof TestimonialReads

beforeAll(async () => {
  ;[articles, jobs, leads, messages, promotions, quizzes, resources, testimonials] =
    await Promise.all([
      import('@/lib/data/admin/articles'),
      import('@/lib/data/admin/jobs'),
      import('@/lib/data/admin/leads'),
      import('@/lib/data/admin/messages'),
      import('@/lib/data/admin/promotions'),
      import('@/lib/data/admin/quizzes'),
      import('@/lib/data/admin/resources'),
      import('@/lib/data/admin/testimonials'),
    ])
})

/** The first page, newest first, searched for `search` when it is given. */
function firstPage<Sort extends string>(sort: Sort, search = ''): ListParams<Sort, never> {
  return { page: 1, pageSize: 25, sort, direction: 'desc', search, filters: {} }
}

type Case = {
  list: string
  /** What the error names: "Could not load <what>: …". */
  what: string
  /** The table the plain list reads. */
  table: string
  /** The admin search function a searched list reads, with its argument types. */
  searchFunction: string
  read: (search: string) => Promise<unknown>
}

const admin = () => harness.clients.admin

const cases: Case[] = [
  {
    list: 'articles',
    what: 'the articles',
    table: 'articles',
    searchFunction: 'admin_search_articles(text)',
    read: (search) => articles.listArticles(firstPage('updated_at', search), [], admin()),
  },
  {
    list: 'quizzes',
    what: 'the quizzes',
    table: 'quizzes',
    searchFunction: 'admin_search_quizzes(text)',
    read: (search) => quizzes.listQuizzes(admin(), firstPage('updated_at', search)),
  },
  {
    list: 'jobs',
    what: 'the jobs',
    table: 'jobs',
    searchFunction: 'admin_search_jobs(text)',
    read: (search) => jobs.listJobs(admin(), firstPage('updated_at', search)),
  },
  {
    list: 'applications',
    what: 'the applications',
    table: 'job_applications',
    searchFunction: 'admin_search_applications(text)',
    read: (search) => jobs.listApplications(admin(), firstPage('created_at', search)),
  },
  {
    list: 'resources',
    what: 'the resources',
    table: 'resources',
    searchFunction: 'admin_search_resources(text)',
    read: (search) => resources.listResources(firstPage('updated_at', search)),
  },
  {
    list: 'messages',
    what: 'the messages',
    table: 'messages',
    searchFunction: 'admin_search_messages(text)',
    read: (search) => messages.listMessages(firstPage('created_at', search)),
  },
  {
    list: 'promotions',
    what: 'the promotions',
    table: 'site_promotions',
    searchFunction: 'admin_search_promotions(text)',
    read: (search) => promotions.listPromotions(firstPage('updated_at', search)),
  },
  {
    list: 'leads',
    what: 'the leads',
    table: 'leads',
    searchFunction: 'search_leads(text)',
    read: (search) => leads.listLeads(admin(), firstPage('created_at', search)),
  },
]

const failsWithout = (privilege: string, what: string, read: () => Promise<unknown>) =>
  failsWithoutFor(harness, privilege, what, read)

describe('admin list reads the database refuses', () => {
  it.each(cases)('$list: browsing names what failed', async ({ what, table, read }) => {
    await actAs('admin')
    await expect(read('')).resolves.toMatchObject({ totalKind: expect.any(String) })
    await failsWithout(`select on public.${table}`, what, () => read(''))
  })

  it.each(cases)('$list: searching names what failed', async ({ what, searchFunction, read }) => {
    await actAs('admin')
    await expect(read('study')).resolves.toMatchObject({ rows: expect.any(Array) })
    await failsWithout(`execute on function public.${searchFunction}`, what, () => read('study'))
  })

  it('testimonials: the page names what failed', async () => {
    await expect(testimonials.listTestimonialsPage(admin(), firstPage('x'))).resolves.toMatchObject(
      { rows: expect.any(Array) },
    )
    await failsWithout('select on public.testimonials', 'the testimonials', () =>
      testimonials.listTestimonialsPage(admin(), firstPage('x')),
    )
  })

  it('promotions: their statistics name what failed', async () => {
    await actAs('admin')
    await failsWithout(
      'execute on function public.promotion_stats(uuid[])',
      'the promotion statistics',
      () => promotions.listPromotions(firstPage('updated_at')),
    )
  })
})

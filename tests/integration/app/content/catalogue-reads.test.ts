import { beforeAll, describe, expect, it, vi } from 'vitest'

import type * as Jobs from '@/lib/data/jobs'
import type * as LeadMagnets from '@/lib/data/lead-magnets'
import type * as Quizzes from '@/lib/data/quizzes'
import type * as Resources from '@/lib/data/resources'
import type * as Services from '@/lib/data/services'
import type * as Settings from '@/lib/data/settings'
import type * as Testimonials from '@/lib/data/testimonials'
import { loadSettings } from '@/lib/settings/load-settings'
import { DEFAULT_SETTINGS } from '@/lib/settings/settings'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { type CachedRead, itDeclaresCacheEntries } from '../../../support/next-cache'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'
import { withoutGrant } from '../../../support/without-grant'

// The cached public reads of /services, the home page's testimonials, /quizzes, /careers,
// /resources and the study guide, against the seed plus rows each visibility rule must hide.
// What each read should return is worked out here in SQL as the superuser, so the seed can
// change; the rules are the app's filters and orders, which RLS alone would not give.
vi.mock('next/cache', () => import('../../../support/next-cache'))

const harness = suiteHarness(() => startHarness())

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return (await harness.local.pg.query<Row>(query, params)).rows
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

let services: typeof Services
let testimonials: typeof Testimonials
let quizzes: typeof Quizzes
let jobs: typeof Jobs
let resources: typeof Resources
let leadMagnets: typeof LeadMagnets
let settings: typeof Settings

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  services = await import('@/lib/data/services')
  testimonials = await import('@/lib/data/testimonials')
  quizzes = await import('@/lib/data/quizzes')
  jobs = await import('@/lib/data/jobs')
  resources = await import('@/lib/data/resources')
  leadMagnets = await import('@/lib/data/lead-magnets')
  settings = await import('@/lib/data/settings')
  await harness.local.pg.exec(`
    insert into public.services (slug, title, summary, description, audience, icon, features,
        price_from, currency, sort_order, is_published)
      values
        ('hidden-first', 'Hidden service', 'Not offered', '', '', 'eye-off', '{}', null, 'USD', -20, false),
        ('listed-first', 'Listed service', 'Offered first', 'In detail.', 'Everyone', 'star',
          '{"One","Two"}', 12.5, 'GBP', -10, true);
    insert into public.testimonials (name, university, country, rating, quote, status, is_featured, sort_order)
      values
        ('Pending Featured', 'Nowhere', 'UK', 5, 'Not yet approved.', 'pending', true, -100),
        ('Rejected Featured', 'Nowhere', 'UK', 1, 'Rejected.', 'rejected', true, -100),
        ('Approved Plain', 'Somewhere', 'CA', 4, 'Approved, not featured.', 'approved', false, -100);
    insert into public.jobs (slug, title, department, location, is_remote, employment_type,
        status, published_at, closes_at, summary, description, requirements, benefits, salary_range)
      values
        ('draft-job', 'A draft job', 'Tutoring', 'Remote', true, 'contract', 'draft',
          null, null, '', '', '{}', '{}', null),
        ('lapsed-job', 'A lapsed job', 'Tutoring', 'Remote', true, 'contract', 'open',
          now() + interval '1 day', now() - interval '1 hour', '', '', '{}', '{}', null),
        ('closing-job', 'A closing job', 'Editing', 'London', false, 'full_time', 'open',
          now() + interval '2 days', now() + interval '1 day', 'Soon closes.', 'Details.',
          '{"A degree"}', '{"Flexible hours"}', '£20 an hour'),
        ('closed-job', 'A closed job', 'Editing', 'Remote', true, 'part_time', 'closed',
          now() + interval '3 days', null, '', '', '{}', '{}', null),
        ('undated-job', 'An undated job', 'Editing', 'Remote', true, 'part_time', 'open',
          null, null, '', '', '{}', '{}', null);
    insert into public.quizzes (slug, title, description, difficulty, time_limit_minutes,
        pass_percent, status, published_at)
      values
        ('draft-quiz', 'A draft quiz', '', 'beginner', null, 70, 'draft', null),
        ('empty-quiz', 'An empty quiz', 'No questions yet.', 'advanced', 5, 80, 'published',
          now() + interval '1 day'),
        ('ordered-quiz', 'An ordered quiz', 'Three questions.', 'beginner', null, 60, 'published',
          now() + interval '2 days');
    insert into public.quiz_questions (quiz_id, position, kind, prompt, options, points)
      select q.id, v.position, 'single_choice', v.prompt,
          '[{"id":"a","label":"Yes"},{"id":"b","label":"No"}]'::jsonb, v.points
        from public.quizzes q,
          (values (2, 'Third', 1), (0, 'First', 2), (1, 'Second', 3)) as v(position, prompt, points)
        where q.slug = 'ordered-quiz';
    insert into public.quiz_questions (quiz_id, position, kind, prompt, options)
      select id, 0, 'true_false', 'Hidden question', '[]' from public.quizzes where slug = 'draft-quiz';
    insert into public.resources (slug, title, description, kind, content, status, published_at, members_only)
      values
        ('draft-resource', 'A draft resource', '', 'guide', 'Draft body.', 'draft', null, false),
        ('open-resource', 'An open resource', 'For everyone.', 'checklist', 'Open body.', 'published',
          now() + interval '1 day', false),
        ('members-resource', 'A members resource', 'For members.', 'worksheet', 'Members body.',
          'published', now() + interval '2 days', true);
    insert into public.lead_magnets (slug, title, file_path, email_subject, email_body, is_active)
      values
        ('retired-guide', 'Retired guide', 'guides/retired.pdf', 'Old', 'Old body', false),
        ('fileless-guide', 'Fileless guide', null, 'None', 'No file', true),
        ('spare-guide', 'Spare guide', 'guides/spare.pdf', 'Your spare guide', 'Here it is.', true);
  `)
})

describe('services', () => {
  it('lists published services in sort order with the summary columns only', async () => {
    const expected = await sql<{ id: string }>(
      'select id from public.services where is_published order by sort_order, id',
    )
    const listed = await services.getPublishedServices()
    expect(ids(listed)).toEqual(ids(expected))
    expect(listed[0]).toEqual({
      id: expect.any(String),
      slug: 'listed-first',
      title: 'Listed service',
      summary: 'Offered first',
      icon: 'star',
    })
  })

  it('gives /services the full detail of the same services', async () => {
    const details = await services.getServiceDetails()
    expect(ids(details)).toEqual(ids(await services.getPublishedServices()))
    expect(details[0]).toEqual({
      id: expect.any(String),
      slug: 'listed-first',
      title: 'Listed service',
      summary: 'Offered first',
      description: 'In detail.',
      audience: 'Everyone',
      icon: 'star',
      features: ['One', 'Two'],
      price_from: 12.5,
      currency: 'GBP',
    })
  })

  it('throws rather than caching an empty list when the read fails', async () => {
    await withoutGrant(harness.local.pg, 'select on public.services', async () => {
      await expect(services.getPublishedServices()).rejects.toThrow(/^Could not load services: /)
      await expect(services.getServiceDetails()).rejects.toThrow(/^Could not load services: /)
    })
  })
})

describe('testimonials', () => {
  it('shows approved ones only, featured first, each group in sort order, up to the limit', async () => {
    const expected = await sql<{ id: string }>(
      `select id from public.testimonials where status = 'approved'
        order by is_featured desc, sort_order, id`,
    )
    const shown = await testimonials.getApprovedTestimonials(100)
    expect(new Set(ids(shown))).toEqual(new Set(ids(expected)))
    const rank = await sql<{ id: string; featured: boolean; sort_order: number }>(
      `select id, is_featured as featured, sort_order from public.testimonials`,
    )
    const byId = new Map(rank.map((row) => [row.id, row]))
    const keys = shown.map((row) => byId.get(row.id))
    const sorted = [...keys].sort(
      (a, b) =>
        Number(b?.featured) - Number(a?.featured) || (a?.sort_order ?? 0) - (b?.sort_order ?? 0),
    )
    expect(keys).toEqual(sorted)
    expect(keys.some((key) => key?.featured)).toBe(true)
    const plain = shown.find((row) => row.name === 'Approved Plain')
    expect(plain).toEqual({
      id: expect.any(String),
      name: 'Approved Plain',
      university: 'Somewhere',
      country: 'CA',
      rating: 4,
      quote: 'Approved, not featured.',
    })
    expect(await testimonials.getApprovedTestimonials(2)).toHaveLength(2)
  })

  it('breaks a tie in sort order as the admin list does: oldest first, then by id', async () => {
    // Stored, and with ids, against the creation order: neither the table's order nor an order
    // by id alone reads them oldest first.
    await harness.local.pg.exec(`
      insert into public.testimonials (id, name, rating, quote, status, is_featured, sort_order,
          created_at)
        values
          ('00000000-0000-4000-8000-000000000001', 'Tie Newer', 5, 'Second.', 'approved', true,
            -1000, now()),
          ('ffffffff-0000-4000-8000-000000000001', 'Tie Older', 5, 'First.', 'approved', true,
            -1000, now() - interval '1 day')`)
    try {
      const shown = await testimonials.getApprovedTestimonials(2)
      expect(shown.map((row) => row.name)).toEqual(['Tie Older', 'Tie Newer'])
    } finally {
      await harness.local.pg.exec(`delete from public.testimonials where name like 'Tie %'`)
    }
  })

  it('throws when the read fails', async () => {
    await withoutGrant(harness.local.pg, 'select on public.testimonials', async () => {
      await expect(testimonials.getApprovedTestimonials(3)).rejects.toThrow(
        /^Could not load testimonials: /,
      )
    })
  })
})

describe('quizzes', () => {
  it('lists published quizzes newest first with their question counts', async () => {
    const expected = await sql<{ id: string; count: number }>(
      `select q.id, (select count(*)::int from public.quiz_questions where quiz_id = q.id) as count
        from public.quizzes q where status = 'published' order by published_at desc, id`,
    )
    const listed = await quizzes.getPublishedQuizzes()
    expect(listed.map(({ id, question_count }) => ({ id, count: question_count }))).toEqual(
      expected,
    )
    expect(listed.slice(0, 2).map((quiz) => [quiz.slug, quiz.question_count])).toEqual([
      ['ordered-quiz', 3],
      ['empty-quiz', 0],
    ])
    expect(Object.keys(listed[1] ?? {}).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'description',
        'difficulty',
        'time_limit_minutes',
        'pass_percent',
        'published_at',
        'article_categories',
        'question_count',
      ].sort(),
    )
  })

  it('gives a quiz page its questions in position order with typed options, never a draft', async () => {
    const quiz = await quizzes.getQuiz('ordered-quiz')
    expect(quiz?.title).toBe('An ordered quiz')
    expect(
      quiz?.questions.map(({ prompt, position, points }) => [prompt, position, points]),
    ).toEqual([
      ['First', 0, 2],
      ['Second', 1, 3],
      ['Third', 2, 1],
    ])
    expect(quiz?.questions[0]?.options).toEqual([
      { id: 'a', label: 'Yes' },
      { id: 'b', label: 'No' },
    ])
    expect('quiz_questions' in (quiz ?? {})).toBe(false)
    expect(await quizzes.getQuiz('draft-quiz')).toBeNull()
    expect(await quizzes.getQuiz('no-such-quiz')).toBeNull()
  })

  it('finds the slug of a published quiz by id, and nothing for a draft', async () => {
    const [published, draft] = await sql<{ id: string }>(
      `select id from public.quizzes where slug in ('empty-quiz', 'draft-quiz')
        order by slug = 'empty-quiz' desc`,
    )
    expect(await quizzes.getQuizSlugById(published?.id ?? '')).toBe('empty-quiz')
    expect(await quizzes.getQuizSlugById(draft?.id ?? '')).toBeNull()
  })

  it('throws when the reads fail', async () => {
    await withoutGrant(harness.local.pg, 'select on public.quizzes', async () => {
      await expect(quizzes.getPublishedQuizzes()).rejects.toThrow(/^Could not load quizzes: /)
      await expect(quizzes.getQuiz('empty-quiz')).rejects.toThrow(/^Could not load the quiz: /)
      await expect(quizzes.getQuizSlugById(crypto.randomUUID())).rejects.toThrow(
        /^Could not load the quiz: /,
      )
    })
  })
})

describe('jobs', () => {
  // The closing job as /careers lists it (the job page adds its details).
  const closingJobListed = {
    id: expect.any(String),
    slug: 'closing-job',
    title: 'A closing job',
    department: 'Editing',
    location: 'London',
    is_remote: false,
    employment_type: 'full_time',
    status: 'open',
    published_at: expect.any(String),
    closes_at: expect.any(String),
  }

  it('lists open and closed jobs, those taking applications first, newest first in each', async () => {
    const expected = await sql<{ slug: string; accepting: boolean }>(
      `select slug, (status = 'open' and (closes_at is null or closes_at > now())) as accepting
        from public.jobs where status in ('open', 'closed')
        order by 2 desc, published_at desc nulls last, title`,
    )
    const listed = await jobs.getJobs()
    expect(listed.map(({ slug, accepting }) => ({ slug, accepting }))).toEqual(expected)
    expect(listed[0]).toEqual({ ...closingJobListed, accepting: true })
    const notAccepting = listed.filter((job) => !job.accepting).map((job) => job.slug)
    expect(notAccepting.slice(0, 2)).toEqual(['closed-job', 'lapsed-job'])
    // Never published (no date): last among the jobs taking applications, not first.
    const accepting = listed.filter((job) => job.accepting).map((job) => job.slug)
    expect(accepting.at(-1)).toBe('undated-job')
  })

  it('opens a listed job with its details and whether it takes applications', async () => {
    expect(await jobs.getJob('closing-job')).toEqual({
      ...closingJobListed,
      summary: 'Soon closes.',
      description: 'Details.',
      requirements: ['A degree'],
      benefits: ['Flexible hours'],
      salary_range: '£20 an hour',
      updated_at: expect.any(String),
      accepting: true,
    })
    expect((await jobs.getJob('lapsed-job'))?.accepting).toBe(false)
    expect((await jobs.getJob('closed-job'))?.accepting).toBe(false)
    expect(await jobs.getJob('draft-job')).toBeNull()
  })

  it('throws when the reads fail', async () => {
    await withoutGrant(harness.local.pg, 'select on public.jobs', async () => {
      await expect(jobs.getJobs()).rejects.toThrow(/^Could not load jobs: /)
      await expect(jobs.getJob('closed-job')).rejects.toThrow(/^Could not load the job: /)
    })
  })
})

describe('resources', () => {
  it('lists the teasers of every published resource, members-only ones included', async () => {
    const teasers = await resources.getResourceTeasers()
    const expected = await sql<{ id: string }>('select id from public.resource_teasers()')
    expect(ids(teasers)).toEqual(ids(expected))
    expect(teasers.map((row) => row.slug)).toContain('members-resource')
    expect(teasers.map((row) => row.slug)).not.toContain('draft-resource')
  })

  it('gives a public resource its content and a members-only one none', async () => {
    expect(await resources.getResource('open-resource')).toMatchObject({
      slug: 'open-resource',
      kind: 'checklist',
      members_only: false,
      content: 'Open body.',
    })
    expect(await resources.getResource('members-resource')).toMatchObject({
      slug: 'members-resource',
      members_only: true,
      content: null,
    })
    expect(await resources.getResource('draft-resource')).toBeNull()
  })

  it('finds a renamed resource by its old slug, members-only ones included', async () => {
    await harness.local.pg.exec(
      `update public.resources set slug = 'members-resource-renamed' where slug = 'members-resource'`,
    )
    try {
      expect(await resources.findRenamedResource('members-resource')).toBe(
        'members-resource-renamed',
      )
      expect(await resources.findRenamedResource('never-a-resource')).toBeNull()
    } finally {
      await harness.local.pg.exec(
        `update public.resources set slug = 'members-resource' where slug = 'members-resource-renamed'`,
      )
    }
  })

  it('throws when the teasers or the content cannot be read', async () => {
    await withoutGrant(harness.local.pg, 'execute on function public.resource_teasers()', () =>
      expect(resources.getResourceTeasers()).rejects.toThrow(/^Could not load resources: /),
    )
    await withoutGrant(harness.local.pg, 'select on public.resources', () =>
      expect(resources.getResource('open-resource')).rejects.toThrow(
        /^Could not load the resource: /,
      ),
    )
  })
})

describe('lead magnets', () => {
  it('sends an active magnet that has a file, and nothing for a retired or fileless one', async () => {
    expect(await leadMagnets.getActiveLeadMagnet('spare-guide')).toEqual({
      id: expect.any(String),
      title: 'Spare guide',
      filePath: 'guides/spare.pdf',
      emailSubject: 'Your spare guide',
      emailBody: 'Here it is.',
    })
    expect(await leadMagnets.getActiveLeadMagnet('retired-guide')).toBeNull()
    expect(await leadMagnets.getActiveLeadMagnet('fileless-guide')).toBeNull()
    // Without a slug, the study guide the home page offers.
    const [guide] = await sql<{ title: string }>(
      `select title from public.lead_magnets where slug = 'study-success-guide'`,
    )
    expect(guide?.title).toEqual(expect.any(String))
    expect((await leadMagnets.getActiveLeadMagnet())?.title).toBe(guide?.title)
  })

  it('logs a failed lookup and sends nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await withoutGrant(harness.local.pg, 'select on public.lead_magnets', async () => {
        expect(await leadMagnets.getActiveLeadMagnet('spare-guide')).toBeNull()
      })
      expect(logged).toHaveBeenCalledWith(
        'Lead magnet lookup failed',
        expect.stringMatching(/denied/),
      )
    } finally {
      logged.mockRestore()
    }
  })
})

describe('cache entries', () => {
  // Every cached read tags itself with what a write invalidates, and lives as long as the page
  // it feeds may be stale: published content 30 s, jobs 5 min, services and testimonials hours.
  const content = { stale: 30, revalidate: 30, expire: 3600 }
  const jobsLife = { stale: 60, revalidate: 300, expire: 3600 }
  const reads: CachedRead[] = [
    ['published services', () => services.getPublishedServices(), ['services'], ['hours']],
    ['service details', () => services.getServiceDetails(), ['services'], ['hours']],
    ['testimonials', () => testimonials.getApprovedTestimonials(3), ['testimonials'], ['hours']],
    ['quiz list', () => quizzes.getPublishedQuizzes(), ['quizzes'], [content]],
    [
      'one quiz',
      () => quizzes.getQuiz('ordered-quiz'),
      ['quiz:ordered-quiz', 'quizzes'],
      [content],
    ],
    ['quiz by id', () => quizzes.getQuizSlugById(crypto.randomUUID()), ['quizzes'], [content]],
    ['job list', () => jobs.getJobs(), ['jobs'], [jobsLife]],
    ['one job', () => jobs.getJob('closed-job'), ['job:closed-job', 'jobs'], [jobsLife]],
    ['resource teasers', () => resources.getResourceTeasers(), ['resources'], [content]],
    [
      'one resource',
      () => resources.getResource('open-resource'),
      ['resource:open-resource', 'resources', 'resources'],
      [content, content],
    ],
    [
      'renamed resource',
      () => resources.findRenamedResource('old-name'),
      ['resource:old-name', 'resources'],
      [content],
    ],
    [
      'site settings',
      () => settings.getSiteSettings(),
      ['settings'],
      [{ stale: 300, revalidate: 60, expire: 86_400 }],
    ],
  ]

  itDeclaresCacheEntries(reads)
})

describe('site settings', () => {
  it('renders pages with the stored settings, and the defaults when they cannot be read', async () => {
    await harness.local.pg.query(
      `update public.settings set value = $1 where key = 'primary_color'`,
      ['"#0f766e"'],
    )
    const stored = await settings.getSiteSettings()
    expect(stored).toEqual(await loadSettings(harness.anon))
    expect(stored.primary_color).toBe('#0f766e')
    await withoutGrant(harness.local.pg, 'select on public.settings', async () => {
      expect(await settings.getSiteSettings()).toEqual(DEFAULT_SETTINGS)
    })
  })
})

import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

import type { POST as ExitDraftRoute } from '@/app/api/draft/exit/route'
import type { GET as DraftRoute } from '@/app/api/draft/route'
import type { GET as DownloadRoute } from '@/app/(site)/resources/[slug]/download/route'
import type { ResourcePreview as ResourcePreviewView } from '@/components/resources/resource-preview'
import type { getResourceForPreview as GetResourceForPreview } from '@/lib/data/admin/resources'
import type { proxy as Proxy } from '@/proxy'

import { cookieJar, DRAFT_MODE_COOKIE } from '../../../support/next-headers'
import { actAs, adminSuite, uniqueSlug } from './harness'

// Old slugs of renamed articles, resources, quizzes and jobs keep working however they are
// reached: with a query string (kept, 308), in draft mode (an admin's preview follows the history
// too) and through the download route. The pages' own query-less redirects are covered in
// articles.test.ts, resources.test.ts, quizzes.test.ts and jobs.test.ts.
const harness = adminSuite()
const DRAFT_MODE = '__prerender_bypass=preview'
const PUBLIC_FILE = 'exam-revision-checklist.pdf'

let proxy: typeof Proxy
let download: typeof DownloadRoute
let startPreview: typeof DraftRoute
let leavePreview: typeof ExitDraftRoute
let resourceForPreview: typeof GetResourceForPreview
let ResourcePreview: typeof ResourcePreviewView

beforeAll(async () => {
  proxy = (await import('@/proxy')).proxy
  startPreview = (await import('@/app/api/draft/route')).GET
  leavePreview = (await import('@/app/api/draft/exit/route')).POST
  resourceForPreview = (await import('@/lib/data/admin/resources')).getResourceForPreview
  ResourcePreview = (await import('@/components/resources/resource-preview')).ResourcePreview
  download = (await import('@/app/(site)/resources/[slug]/download/route')).GET
})

/** The session cookies of whoever `actAs` signed in last, as a browser would send them. */
const sessionCookies = () => [...cookieJar].map(([name, value]) => `${name}=${value}`)

function request(path: string, cookies: string[] = []) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
  })
}

/** Where a response sends the browser, as a path and query on this site (null: nowhere). */
function target(response: Response) {
  const location = response.headers.get('location')
  if (!location) return null
  const url = new URL(location, 'http://localhost:3000')
  return `${url.pathname}${url.search}`
}

async function renamed(
  table: 'articles' | 'resources',
  row: Record<string, unknown> & { status: 'draft' | 'published' },
) {
  const oldSlug = uniqueSlug(`old-${table}`)
  const newSlug = uniqueSlug(`new-${table}`)
  const { id } = await harness.seedEditable(table, {
    slug: oldSlug,
    title: 'Renamed',
    ...(table === 'resources' ? { kind: 'checklist' } : {}),
    ...row,
  } as never)
  await harness.local.pg.query(`update public.${table} set slug = $2 where id = $1`, [id, newSlug])
  return { oldSlug, newSlug }
}

async function downloadOf(slug: string, query = '') {
  return download(new Request(`http://localhost:3000/resources/${slug}/download${query}`), {
    params: Promise.resolve({ slug }),
  })
}

describe('an old slug with a query string', () => {
  it('sends a resource page to the new slug for good, keeping the query', async () => {
    const { oldSlug, newSlug } = await renamed('resources', { status: 'published' })
    const response = await proxy(request(`/resources/${oldSlug}/?download=1&utm_source=mail`))
    expect(response.status).toBe(308)
    expect(target(response)).toBe(`/resources/${newSlug}/?download=1&utm_source=mail`)
  })

  it('sends an article page to the new slug, keeping the query, signed in too', async () => {
    const { oldSlug, newSlug } = await renamed('articles', { status: 'published' })
    const anon = await proxy(request(`/articles/${oldSlug}?utm_campaign=spring`))
    expect(anon.status).toBe(308)
    expect(target(anon)).toBe(`/articles/${newSlug}/?utm_campaign=spring`)
    await actAs('user')
    const member = await proxy(request(`/articles/${oldSlug}/?ref=a%20b`, sessionCookies()))
    expect(member.status).toBe(308)
    expect(target(member)).toBe(`/articles/${newSlug}/?ref=a%20b`)
  })

  it('leaves live slugs, unknown slugs, drafts and query-less URLs to the pages', async () => {
    const { oldSlug, newSlug } = await renamed('articles', { status: 'published' })
    const draft = await renamed('resources', { status: 'draft' })
    for (const path of [
      `/articles/${newSlug}/?utm_source=x`,
      `/articles/never-existed/?utm_source=x`,
      `/resources/${draft.oldSlug}/?download=1`,
      `/articles/${oldSlug}/`,
      '/articles/search?search=essay',
    ]) {
      expect(target(await proxy(request(path))), path).toBeNull()
    }
  })
})

/** A quiz or job inserted at `status` and then renamed, as the editors' saves rename them. */
async function renamedRow(table: 'quizzes' | 'jobs', status: string) {
  const oldSlug = uniqueSlug(`old-${table}`)
  const newSlug = uniqueSlug(`new-${table}`)
  const { rows } = await harness.local.pg.query<{ id: string }>(
    `insert into public.${table} (slug, title, status, published_at)
     values ($1, 'Renamed', $2, now()) returning id`,
    [oldSlug, status],
  )
  await harness.local.pg.query(`update public.${table} set slug = $2 where id = $1`, [
    rows[0]!.id,
    newSlug,
  ])
  return { oldSlug, newSlug }
}

describe('an old quiz or job slug with a query string', () => {
  it('sends a quiz page to the new slug for good, keeping the query', async () => {
    const { oldSlug, newSlug } = await renamedRow('quizzes', 'published')
    const response = await proxy(request(`/quiz/${oldSlug}?utm_source=mail`))
    expect(response.status).toBe(308)
    expect(target(response)).toBe(`/quiz/${newSlug}/?utm_source=mail`)
  })

  it('sends a job page and its apply page to the new slug, keeping the query, signed in too', async () => {
    const { oldSlug, newSlug } = await renamedRow('jobs', 'open')
    const page = await proxy(request(`/careers/${oldSlug}/?ref=board`))
    expect(page.status).toBe(308)
    expect(target(page)).toBe(`/careers/${newSlug}/?ref=board`)
    await actAs('user')
    const apply = await proxy(request(`/careers/${oldSlug}/apply?ref=a%20b`, sessionCookies()))
    expect(apply.status).toBe(308)
    expect(target(apply)).toBe(`/careers/${newSlug}/apply/?ref=a%20b`)
  })

  it("never leads a visitor to a draft's new slug", async () => {
    const quiz = await renamedRow('quizzes', 'draft')
    const job = await renamedRow('jobs', 'draft')
    for (const path of [
      `/quiz/${quiz.oldSlug}?utm_source=x`,
      `/careers/${job.oldSlug}?utm_source=x`,
      `/careers/${job.oldSlug}/apply?utm_source=x`,
    ]) {
      expect(target(await proxy(request(path))), path).toBeNull()
    }
  })
})

describe('an old slug in draft mode', () => {
  it("follows a renamed draft's history for the admin previewing it", async () => {
    const { oldSlug, newSlug } = await renamed('articles', { status: 'draft' })
    await actAs('admin')
    const response = await proxy(
      request(`/articles/${oldSlug}/`, [DRAFT_MODE, ...sessionCookies()]),
    )
    expect(response.status).toBe(308)
    expect(target(response)).toBe(`/articles/${newSlug}/`)
  })

  it("follows a published article's and resource's history as the public path does", async () => {
    const article = await renamed('articles', { status: 'published' })
    const resource = await renamed('resources', { status: 'published' })
    await actAs('admin')
    const cookies = [DRAFT_MODE, ...sessionCookies()]
    expect(target(await proxy(request(`/articles/${article.oldSlug}/`, cookies)))).toBe(
      `/articles/${article.newSlug}/`,
    )
    expect(target(await proxy(request(`/resources/${resource.oldSlug}/`, cookies)))).toBe(
      `/resources/${resource.newSlug}/`,
    )
  })

  it('starts a preview from a link made before the rename, for admins only', async () => {
    const { oldSlug, newSlug } = await renamed('articles', { status: 'draft' })
    const preview = () =>
      startPreview(new Request(`http://localhost:3000/api/draft?slug=${oldSlug}`))
    await actAs('user')
    expect((await preview()).status).toBe(403)
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(false)
    await actAs('admin')
    const response = await preview()
    expect(response.status).toBe(307)
    expect(target(response)).toBe(`/articles/${newSlug}/`)
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(true)
    const unknown = await startPreview(
      new Request(`http://localhost:3000/api/draft?slug=${uniqueSlug('never-used')}`),
    )
    expect(unknown.status).toBe(404)
  })

  it("never reveals a draft's new slug to anyone but an admin", async () => {
    const { oldSlug } = await renamed('articles', { status: 'draft' })
    expect(target(await proxy(request(`/articles/${oldSlug}/`, [DRAFT_MODE])))).toBeNull()
    await actAs('user')
    const cookies = [DRAFT_MODE, ...sessionCookies()]
    expect(target(await proxy(request(`/articles/${oldSlug}/`, cookies)))).toBeNull()
  })
})

describe('a resource preview', () => {
  const preview = (query: string) =>
    startPreview(new Request(`http://localhost:3000/api/draft?${query}`))

  it('starts for admins only, at the resource, from its slug or one made before a rename', async () => {
    const { oldSlug, newSlug } = await renamed('resources', { status: 'draft' })
    await actAs('anon')
    expect((await preview(`type=resource&slug=${newSlug}`)).status).toBe(403)
    await actAs('user')
    expect((await preview(`type=resource&slug=${newSlug}`)).status).toBe(403)
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(false)

    await actAs('admin')
    for (const slug of [newSlug, oldSlug]) {
      const response = await preview(`type=resource&slug=${slug}`)
      expect(response.status).toBe(307)
      expect(target(response)).toBe(`/resources/${newSlug}/`)
    }
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(true)
  })

  it("follows a renamed draft resource's history in draft mode for the admin only", async () => {
    const { oldSlug, newSlug } = await renamed('resources', { status: 'draft' })
    expect(target(await proxy(request(`/resources/${oldSlug}/`, [DRAFT_MODE])))).toBeNull()
    await actAs('user')
    expect(
      target(await proxy(request(`/resources/${oldSlug}/`, [DRAFT_MODE, ...sessionCookies()]))),
    ).toBeNull()
    await actAs('admin')
    const response = await proxy(
      request(`/resources/${oldSlug}/`, [DRAFT_MODE, ...sessionCookies()]),
    )
    expect(response.status).toBe(308)
    expect(target(response)).toBe(`/resources/${newSlug}/`)
  })

  it('answers 404 for an unknown resource, a bad slug or an unknown type, without the cookie', async () => {
    const { newSlug } = await renamed('resources', { status: 'draft' })
    await actAs('admin')
    for (const query of [
      `type=resource&slug=${uniqueSlug('never-used')}`,
      'type=resource&slug=..%2Fadmin',
      `type=quiz&slug=${newSlug}`,
      // Without a type the slug is an article's, and no article has this one.
      `slug=${newSlug}`,
    ]) {
      expect((await preview(query)).status, query).toBe(404)
    }
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(false)
  })

  it('shows a draft, members-only or not, to admins and to nobody else', async () => {
    const slug = uniqueSlug('draft-resource')
    await harness.seedEditable('resources', {
      slug,
      title: 'Draft worksheet',
      kind: 'worksheet',
      status: 'draft',
      content: '## Try these first',
    })
    const members = uniqueSlug('draft-members')
    await harness.seedEditable('resources', {
      slug: members,
      title: 'Members draft',
      kind: 'guide',
      status: 'draft',
      members_only: true,
      content: 'For members',
      external_url: 'https://example.org/members',
    })
    await actAs('admin')
    expect(await resourceForPreview(slug)).toMatchObject({
      status: 'draft',
      resource: { slug, title: 'Draft worksheet', has_file: false, content: '## Try these first' },
    })
    // As on the public page, members-only content and link come from the per-request part.
    expect(await resourceForPreview(members)).toMatchObject({
      status: 'draft',
      resource: { members_only: true, content: null, external_url: '' },
    })
    expect(await ResourcePreview({ slug })).toBeTruthy()

    for (const who of ['anon', 'user'] as const) {
      await actAs(who)
      expect(await resourceForPreview(slug)).toBeNull()
      // A draft-mode cookie without an admin session is a 404, never the draft.
      await expect(ResourcePreview({ slug })).rejects.toMatchObject({
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      })
    }
  })

  it('is left back to the public resource page, draft mode off', async () => {
    await actAs('admin')
    cookieJar.set(DRAFT_MODE_COOKIE, 'preview')
    const form = new FormData()
    form.set('section', 'resources')
    form.set('slug', 'exam-revision-checklist')
    const response = await leavePreview(
      new Request('http://localhost:3000/api/draft/exit', { method: 'POST', body: form }),
    )
    expect(response.status).toBe(303)
    expect(target(response)).toBe('/resources/exam-revision-checklist/')
    expect(cookieJar.has(DRAFT_MODE_COOKIE)).toBe(false)
  })
})

describe("an old slug's download link", () => {
  it('moves for good to the new download link, query kept, which then serves the file', async () => {
    const { oldSlug, newSlug } = await renamed('resources', {
      status: 'published',
      file_path: PUBLIC_FILE,
    })
    const moved = await downloadOf(oldSlug, '?utm_source=mail')
    expect(moved.status).toBe(308)
    expect(target(moved)).toBe(`/resources/${newSlug}/download?utm_source=mail`)
    const served = await downloadOf(newSlug, '?utm_source=mail')
    expect(served.status).toBe(303)
    expect(served.headers.get('location')).toContain(PUBLIC_FILE)
  })

  it('moves a members-only one too, and the new link then asks a visitor to sign in', async () => {
    const { oldSlug, newSlug } = await renamed('resources', {
      status: 'published',
      members_only: true,
      file_path: PUBLIC_FILE,
    })
    const moved = await downloadOf(oldSlug)
    expect(moved.status).toBe(308)
    expect(target(moved)).toBe(`/resources/${newSlug}/download`)
    const signIn = await downloadOf(newSlug)
    expect(signIn.status).toBe(303)
    expect(target(signIn)).toBe(
      `/auth?next=${encodeURIComponent(`/resources/${newSlug}/?download=1`)}`,
    )
  })

  it("serves a draft's file to an admin (the preview's download and PDF), to no one else", async () => {
    const { newSlug } = await renamed('resources', { status: 'draft', file_path: PUBLIC_FILE })
    await actAs('admin')
    const served = await downloadOf(newSlug)
    expect(served.status).toBe(303)
    expect(served.headers.get('location')).toContain(PUBLIC_FILE)
    expect((await fetch(served.headers.get('location')!)).status).toBe(200)
    await actAs('user')
    expect(target(await downloadOf(newSlug))).toBe(`/resources/${newSlug}/?access=members`)
    await actAs('anon')
  })

  it('still refuses a renamed draft and an unknown slug without redirecting to them', async () => {
    const draft = await renamed('resources', { status: 'draft', file_path: PUBLIC_FILE })
    for (const slug of [draft.oldSlug, 'never-existed']) {
      expect(target(await downloadOf(slug))).toBe(
        `/auth?next=${encodeURIComponent(`/resources/${slug}/?download=1`)}`,
      )
    }
  })
})

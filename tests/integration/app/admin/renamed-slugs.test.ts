import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

import type { GET as DraftRoute } from '@/app/api/draft/route'
import type { GET as DownloadRoute } from '@/app/(site)/resources/[slug]/download/route'
import type { proxy as Proxy } from '@/proxy'

import { cookieJar, DRAFT_MODE_COOKIE } from '../../../support/next-headers'
import { actAs, adminSuite, uniqueSlug } from './harness'

// Old slugs of renamed articles and resources keep working however they are reached: with a query
// string (kept, 308), in draft mode (an admin's preview follows the history too) and through the
// download route. The pages' own query-less redirects are covered in articles.test.ts and
// resources.test.ts.
const harness = adminSuite()
const DRAFT_MODE = '__prerender_bypass=preview'
const PUBLIC_FILE = 'exam-revision-checklist.pdf'

let proxy: typeof Proxy
let download: typeof DownloadRoute
let startPreview: typeof DraftRoute

beforeAll(async () => {
  proxy = (await import('@/proxy')).proxy
  startPreview = (await import('@/app/api/draft/route')).GET
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

  it('still refuses a renamed draft and an unknown slug without redirecting to them', async () => {
    const draft = await renamed('resources', { status: 'draft', file_path: PUBLIC_FILE })
    for (const slug of [draft.oldSlug, 'never-existed']) {
      expect(target(await downloadOf(slug))).toBe(
        `/auth?next=${encodeURIComponent(`/resources/${slug}/?download=1`)}`,
      )
    }
  })
})

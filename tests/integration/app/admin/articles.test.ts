import { beforeAll, describe, expect, it } from 'vitest'

import type { bulkUpdateArticlesAction } from '@/lib/actions/admin/articles/bulk-update-articles'
import type { checkArticleSlugAction } from '@/lib/actions/admin/articles/check-article-slug'
import type { createArticleAction } from '@/lib/actions/admin/articles/create-article'
import type { updateArticleAction } from '@/lib/actions/admin/articles/update-article'
import type { confirmUploadAction } from '@/lib/actions/admin/uploads/confirm-upload'
import type { requestUploadAction } from '@/lib/actions/admin/uploads/request-upload'
import type * as PublicReads from '@/lib/data/articles'
import { PAST_SCHEDULE } from '@/lib/actions/admin/publication'
import type { ArticleEditorValues } from '@/lib/validation/article-editor'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  contentTags,
  expectInvalidated,
  pngBytes,
  routeRefusals,
  uniqueSlug,
} from './harness'
import {
  editorWrites,
  expectBulkLeavesRowsInState,
  expectBulkPublishes,
  expectStaleSaveConflicts,
  expectTakenSlugAnswered,
  itRefusesNonAdminEditors,
  storedRow,
  uploaded,
} from './content-editor'

const harness = adminSuite()
let actions: {
  create: typeof createArticleAction
  update: typeof updateArticleAction
  bulk: typeof bulkUpdateArticlesAction
  checkSlug: typeof checkArticleSlugAction
  requestUpload: typeof requestUploadAction
  confirmUpload: typeof confirmUploadAction
}
let publicReads: typeof PublicReads

function values(overrides: Partial<ArticleEditorValues> = {}): ArticleEditorValues {
  return {
    title: 'Planning an essay',
    slug: uniqueSlug('planning'),
    excerpt: 'Five steps.',
    categoryId: '',
    authorId: '',
    tags: 'essays, Planning',
    coverImageUrl: '',
    coverImageAlt: '',
    content: '# Plan\n\nStart early.',
    seoTitle: '',
    seoDescription: '',
    status: 'draft',
    publishedAt: '',
    ...overrides,
  }
}

const row = (id: string) =>
  storedRow<{
    slug: string
    title: string
    status: string
    tags: string[]
    published_at: Date | null
    cover_image_url: string | null
  }>(harness, 'articles', id)

const articleCount = () => harness.count('articles')

/** An article seeded as the service role, for edits to start from. */
function seeded(status: 'draft' | 'published' = 'draft', slug = uniqueSlug('seeded')) {
  return harness.seedEditable('articles', { slug, title: 'Seeded article', status })
}

beforeAll(async () => {
  actions = {
    create: (await import('@/lib/actions/admin/articles/create-article')).createArticleAction,
    update: (await import('@/lib/actions/admin/articles/update-article')).updateArticleAction,
    bulk: (await import('@/lib/actions/admin/articles/bulk-update-articles'))
      .bulkUpdateArticlesAction,
    checkSlug: (await import('@/lib/actions/admin/articles/check-article-slug'))
      .checkArticleSlugAction,
    requestUpload: (await import('@/lib/actions/admin/uploads/request-upload')).requestUploadAction,
    confirmUpload: (await import('@/lib/actions/admin/uploads/confirm-upload')).confirmUploadAction,
  }
  publicReads = await import('@/lib/data/articles')
})

describe('who may call the article actions', () => {
  itRefusesNonAdminEditors(harness, 'articles', {
    seeded: () => seeded('draft'),
    calls: (target) => [
      ...editorWrites(actions, values, target),
      actions.bulk({ ids: [target.id], operation: 'publish' }),
      actions.requestUpload({ kind: 'article-cover', contentType: 'image/png', size: 100 }),
      actions.confirmUpload({ kind: 'article-cover', path: 'articles/x.png' }),
    ],
  })
})

describe('createArticleAction', () => {
  it('rejects invalid input with field errors and writes nothing', async () => {
    await actAs('admin')
    const before = await articleCount()
    const result = await actions.create(
      values({
        slug: 'Not A Slug',
        seoTitle: 'x'.repeat(71),
        seoDescription: 'y'.repeat(201),
        coverImageUrl: 'https://example.org/cover.png',
        coverImageAlt: '',
        status: 'scheduled',
        publishedAt: '',
      }),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      'coverImageAlt',
      'publishedAt',
      'seoDescription',
      'seoTitle',
      'slug',
    ])
    expect(await articleCount()).toBe(before)
    expectInvalidated()
  })

  it('creates a draft as the admin, audited with the admin as actor, invalidating nothing public', async () => {
    await actAs('admin')
    const input = values()
    const result = await actions.create(input)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(await row(result.data.id)).toMatchObject({
      slug: input.slug,
      status: 'draft',
      tags: ['essays', 'planning'],
      published_at: null,
    })
    expect(await harness.auditOf('articles', result.data.id)).toEqual([
      expect.objectContaining({ action: 'INSERT', actor_id: ADMIN_ID }),
    ])
    expectInvalidated()
  })

  it('saves text pasted with NUL characters, without them (Postgres text cannot hold one)', async () => {
    await actAs('admin')
    const result = await actions.create(
      values({ title: 'Null\u0000 and void', content: '# Plan\u0000\n\nStart\u0000 early.' }),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(await row(result.data.id)).toMatchObject({
      title: 'Null and void',
      content: '# Plan\n\nStart early.',
    })
  })

  it('publishes at once: dated now, the public read shows it, and its tags are invalidated', async () => {
    await actAs('admin')
    const input = values({ status: 'published' })
    const result = await actions.create(input)
    expect(result.ok).toBe(true)
    expectInvalidated(...contentTags('article', input.slug))
    const article = await publicReads.getArticle(input.slug)
    expect(article).toMatchObject({ title: 'Planning an essay' })
    expect(article?.published_at).not.toBeNull()
  })

  it('keeps a scheduled article off the public site until its time', async () => {
    await actAs('admin')
    const input = values({
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    expect((await actions.create(input)).ok).toBe(true)
    expect(await publicReads.getArticle(input.slug)).toBeNull()
  })

  it('refuses a slug another article has', async () => {
    const other = await seeded('draft')
    await actAs('admin')
    const result = await actions.create(values({ slug: other.slug }))
    expect(result).toMatchObject({ ok: false, fieldErrors: { slug: [expect.any(String)] } })
  })
})

describe('publication dates', () => {
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

  it('refuses a schedule in the past, on create and when a saved schedule is moved, storing nothing', async () => {
    await actAs('admin')
    const before = await articleCount()
    const created = await actions.create(values({ status: 'scheduled', publishedAt: inHours(-1) }))
    expect(created).toEqual({
      ok: false,
      error: expect.any(String),
      fieldErrors: { publishedAt: [PAST_SCHEDULE] },
    })
    expect(await articleCount()).toBe(before)

    const slug = uniqueSlug('moved')
    const target = await harness.seedEditable('articles', {
      slug,
      title: 'Scheduled',
      status: 'scheduled',
      published_at: inHours(2),
    })
    await actAs('admin')
    const moved = await actions.update({
      ...values({ slug, status: 'scheduled', publishedAt: inHours(-2) }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(moved).toMatchObject({ ok: false, fieldErrors: { publishedAt: [PAST_SCHEDULE] } })
    expect((await row(target.id))?.title).toBe('Scheduled')
    expectInvalidated()
  })

  it('keeps a saved schedule that has since passed when other fields are edited', async () => {
    const slug = uniqueSlug('passed')
    const publishedAt = inHours(-3)
    const target = await harness.seedEditable('articles', {
      slug,
      title: 'Went live on schedule',
      status: 'scheduled',
      published_at: publishedAt,
    })
    await actAs('admin')
    const saved = await actions.update({
      ...values({ slug, title: 'Edited after going live', status: 'scheduled', publishedAt }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(saved.ok).toBe(true)
    expect(await row(target.id)).toMatchObject({
      title: 'Edited after going live',
      published_at: new Date(publishedAt),
    })
  })

  it('publishes a scheduled article now when its status is set to Published, as bulk Publish does', async () => {
    const slug = uniqueSlug('now')
    const publishedAt = inHours(48)
    const target = await harness.seedEditable('articles', {
      slug,
      title: 'Scheduled for later',
      status: 'scheduled',
      published_at: publishedAt,
    })
    await actAs('admin')
    const started = Date.now()
    const saved = await actions.update({
      ...values({ slug, title: 'Published at once', status: 'published', publishedAt }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(saved.ok).toBe(true)
    const stored = (await row(target.id))!
    expect(stored.status).toBe('published')
    expect(stored.published_at!.getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(stored.published_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(await publicReads.getArticle(slug)).toMatchObject({ title: 'Published at once' })
  })
})

describe('checkArticleSlugAction', () => {
  it('says whether a slug is free, counting the article’s own slug as free', async () => {
    const other = await seeded('draft')
    await actAs('admin')
    expect(await actions.checkSlug({ slug: other.slug, id: '' })).toMatchObject({
      ok: true,
      data: { available: false },
    })
    expect(await actions.checkSlug({ slug: other.slug, id: other.id })).toMatchObject({
      ok: true,
      data: { available: true },
    })
    expect(await actions.checkSlug({ slug: uniqueSlug('free'), id: '' })).toMatchObject({
      ok: true,
      data: { available: true },
    })
    expect(await actions.checkSlug({ slug: 'Bad Slug', id: '' })).toMatchObject({
      ok: true,
      data: { available: false },
    })
  })

  it('says a slug that is a route under /articles is not free, as saving would', async () => {
    await actAs('admin')
    for (const slug of ['browse', 'search', 'id']) {
      expect(await actions.checkSlug({ slug, id: '' })).toEqual({
        ok: true,
        data: { available: false, message: 'That slug is a page of its own. Choose another.' },
      })
    }
  })
})

describe('updateArticleAction', () => {
  it('renames the slug: both slugs invalidated, audited, and the old URL redirects', async () => {
    const target = await seeded('published')
    const renamed = uniqueSlug('renamed')
    await actAs('admin')
    const result = await actions.update({
      ...values({ slug: renamed, title: 'Renamed', status: 'published', publishedAt: '' }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(result).toMatchObject({ ok: true, data: { slug: renamed } })
    expectInvalidated(...contentTags('article', target.slug, renamed))
    expect(await publicReads.findRenamedArticle(target.slug)).toBe(renamed)
    expect(await publicReads.getArticle(renamed)).toMatchObject({ title: 'Renamed' })
    const audit = await harness.auditOf('articles', target.id)
    expect(audit.at(-1)).toMatchObject({ action: 'UPDATE', actor_id: ADMIN_ID })
  })

  it('conflicts instead of overwriting a change saved since the editor opened', async () => {
    const target = await seeded('draft')
    await expectStaleSaveConflicts(harness, 'articles', target, { update: actions.update, values })
  })

  it('refuses a slug another article has, leaving the row alone', async () => {
    const target = await seeded('draft')
    const other = await seeded('draft')
    await actAs('admin')
    const result = await actions.update({
      ...values({ slug: other.slug }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(result).toMatchObject({ ok: false, fieldErrors: { slug: [expect.any(String)] } })
    expect((await row(target.id))?.slug).toBe(target.slug)
  })
})

describe('bulkUpdateArticlesAction', () => {
  it('publishes, archives and deletes the selected rows, invalidating each slug once', async () => {
    const first = await seeded('draft')
    const second = await seeded('draft')
    await expectBulkPublishes(harness, 'articles', actions.bulk, [first, second])
    expect((await harness.auditOf('articles', first.id)).at(-1)).toMatchObject({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
    expect(await publicReads.getArticle(first.slug)).not.toBeNull()

    await actAs('admin')
    await actions.bulk({ ids: [first.id], operation: 'archive' })
    expect((await row(first.id))?.status).toBe('archived')
    expect(await publicReads.getArticle(first.slug)).toBeNull()

    await actAs('admin')
    expect(await actions.bulk({ ids: [first.id, second.id], operation: 'delete' })).toEqual({
      ok: true,
      data: { count: 2 },
    })
    expect(await row(first.id)).toBeUndefined()
    expect((await harness.auditOf('articles', second.id)).at(-1)).toMatchObject({
      action: 'DELETE',
      actor_id: ADMIN_ID,
    })
  })

  it('leaves selected rows already in the state asked for as they are', async () => {
    await expectBulkLeavesRowsInState(harness, 'articles', actions.bulk, [
      await seeded('draft'),
      await seeded('draft'),
    ])
  })

  it('rejects an empty selection', async () => {
    await actAs('admin')
    expect(await actions.bulk({ ids: [], operation: 'publish' })).toMatchObject({
      ok: false,
      fieldErrors: { ids: [expect.any(String)] },
    })
  })
})

describe('cover images', () => {
  it('refuses a declared type or size out of bounds before any upload', async () => {
    await actAs('admin')
    expect(
      await actions.requestUpload({
        kind: 'article-cover',
        contentType: 'image/svg+xml',
        size: 10,
      }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/PNG, JPEG or WebP/) })
    expect(
      await actions.requestUpload({
        kind: 'article-cover',
        contentType: 'image/png',
        size: 10 * 1024 * 1024 + 1,
      }),
    ).toEqual({ ok: false, error: 'The file is too large: at most 10 MB.' })
    // The limit itself is allowed, as the media bucket's own limit allows it.
    expect(
      await actions.requestUpload({
        kind: 'article-cover',
        contentType: 'image/png',
        size: 10 * 1024 * 1024,
      }),
    ).toMatchObject({ ok: true })
  })

  it('accepts an image by its bytes and saves it as the cover with alt text', async () => {
    await actAs('admin')
    const path = await uploaded('article-cover', pngBytes(), 'image/png')
    const confirmed = await actions.confirmUpload({ kind: 'article-cover', path })
    expect(confirmed).toMatchObject({
      ok: true,
      data: { publicUrl: expect.stringContaining(path) },
    })
    if (!confirmed.ok) return
    const result = await actions.create(
      values({ coverImageUrl: confirmed.data.publicUrl ?? '', coverImageAlt: 'A desk' }),
    )
    expect(result.ok).toBe(true)
    if (result.ok)
      expect((await row(result.data.id))?.cover_image_url).toBe(confirmed.data.publicUrl)
  })

  it('removes a replaced or deleted cover once no article shows it, and no other file', async () => {
    const coverUrl = async () => {
      const path = await uploaded('article-cover', pngBytes(), 'image/png')
      const confirmed = await actions.confirmUpload({ kind: 'article-cover', path })
      if (!confirmed.ok || !confirmed.data.publicUrl) throw new Error('The cover was refused')
      return { path, url: confirmed.data.publicUrl }
    }
    const stored = async (path: string) =>
      (await harness.service.storage.from('media').download(path)).data !== null
    await actAs('admin')
    const first = await coverUrl()
    const second = await coverUrl()
    const mine = await actions.create(values({ coverImageUrl: first.url, coverImageAlt: 'A desk' }))
    const theirs = await actions.create(
      values({ coverImageUrl: first.url, coverImageAlt: 'The same desk' }),
    )
    if (!mine.ok || !theirs.ok) throw new Error('The articles were refused')

    // Another article still shows the first cover: replacing it here keeps the file.
    await actAs('admin')
    const replaced = await actions.update({
      ...values({ slug: mine.data.slug, coverImageUrl: second.url, coverImageAlt: 'A lamp' }),
      id: mine.data.id,
      expectedUpdatedAt: mine.data.updatedAt,
    })
    expect(replaced.ok).toBe(true)
    expect(await stored(first.path)).toBe(true)

    // Deleting the last article that shows it removes it; the replacement stays in use.
    await actAs('admin')
    expect(await actions.bulk({ ids: [theirs.data.id], operation: 'delete' })).toEqual({
      ok: true,
      data: { count: 1 },
    })
    expect(await stored(first.path)).toBe(false)
    expect(await stored(second.path)).toBe(true)

    // Taking the cover off removes its file.
    if (!replaced.ok) return
    await actAs('admin')
    const bare = await actions.update({
      ...values({ slug: mine.data.slug }),
      id: mine.data.id,
      expectedUpdatedAt: replaced.data.updatedAt,
    })
    expect(bare.ok).toBe(true)
    expect(await stored(second.path)).toBe(false)
  })

  it('removes a file whose bytes are not an image, whatever it was sent as', async () => {
    await actAs('admin')
    const path = await uploaded(
      'article-cover',
      new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>,
      'image/png',
    )
    expect(await actions.confirmUpload({ kind: 'article-cover', path })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/PNG, JPEG or WebP/),
    })
    const { data } = await harness.service.storage.from('media').download(path)
    expect(data).toBeNull()
  })

  it('says which image a file is when its name claimed another type, and removes it', async () => {
    await actAs('admin')
    // A PNG named photo.jpg: the browser declares image/jpeg, so the path issued ends in .jpg.
    const path = await uploaded('article-cover', pngBytes(), 'image/jpeg')
    expect(path).toMatch(/\.jpg$/)
    expect(await actions.confirmUpload({ kind: 'article-cover', path })).toMatchObject({
      ok: false,
      error:
        'This file is a PNG, but its name says JPEG. Rename it to end in .png and upload it again.',
    })
    const { data } = await harness.service.storage.from('media').download(path)
    expect(data).toBeNull()
  })

  it('refuses to confirm a path this server did not issue, without reading it', async () => {
    await actAs('admin')
    const issued = await uploaded('article-cover', pngBytes(), 'image/png')
    for (const path of ['articles/cover.png', `${issued}.png`, `../${issued}`]) {
      expect(await actions.confirmUpload({ kind: 'article-cover', path })).toEqual({
        ok: false,
        error: 'Upload the file again.',
      })
    }
  })

  it('refuses a cover URL this server did not issue', async () => {
    await actAs('admin')
    const result = await actions.create(
      values({ coverImageUrl: 'https://evil.example/cover.png', coverImageAlt: 'x' }),
    )
    expect(result).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { coverImageUrl: ['Upload the cover image here.'] },
    })
  })

  it('refuses another site’s URL that ends in a path this server issued', async () => {
    await actAs('admin')
    const path = await uploaded('article-cover', pngBytes(), 'image/png')
    const ours = `${harness.url}/storage/v1/object/public/media/`
    // As long as the media bucket's own prefix, so only the prefix check can tell them apart.
    const theirs = `https://evil.example/${'x'.repeat(ours.length - 22)}/`
    expect(theirs).toHaveLength(ours.length)
    const result = await actions.create(
      values({ coverImageUrl: theirs + path, coverImageAlt: 'x' }),
    )
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { coverImageUrl: [expect.any(String)] },
    })
  })

  it('says so when the upload never arrived', async () => {
    await actAs('admin')
    const ticket = await actions.requestUpload({
      kind: 'article-cover',
      contentType: 'image/png',
      size: 100,
    })
    if (!ticket.ok) throw new Error(ticket.error)
    expect(await actions.confirmUpload({ kind: 'article-cover', path: ticket.data.path })).toEqual({
      ok: false,
      error: 'The upload did not arrive. Upload the file again.',
    })
  })
})

describe('GET /admin/articles/export', () => {
  const exportUrl = (query: string) => `http://localhost:3000/admin/articles/export?${query}`

  it.each(routeRefusals)('answers %s with %i and no rows', async (who, status) => {
    const { GET } = await import('@/app/admin/articles/export/route')
    await actAs(who)
    const response = await GET(new Request(exportUrl('')))
    expect(response.status).toBe(status)
    expect(await response.text()).not.toContain('Seeded article')
  })

  it('streams the rows the list filters match, as CSV with a header', async () => {
    const draft = await seeded('draft', uniqueSlug('export-draft'))
    const published = await seeded('published', uniqueSlug('export-published'))
    const { GET } = await import('@/app/admin/articles/export/route')
    await actAs('admin')
    const response = await GET(new Request(exportUrl('status=draft&q=export')))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv.split('\n')[0]).toContain('ID,Title,Slug,Status')
    expect(csv).toContain(draft.slug)
    expect(csv).not.toContain(published.slug)
  })
})

describe('the articles export’s filters', () => {
  it('applies the search, the status and the category each on its own', async () => {
    const label = uniqueSlug('exported')
    const [category] = (
      await harness.local.pg.query<{ id: string; slug: string }>(
        'select id, slug from public.article_categories order by sort_order limit 1',
      )
    ).rows
    const draft = await seeded('draft', `${label}-draft`)
    const published = await seeded('published', `${label}-published`)
    const filed = await harness.seedEditable('articles', {
      slug: `${label}-filed`,
      title: 'Filed article',
      status: 'published',
      category_id: category?.id,
    })
    const otherDraft = await seeded('draft')
    const { GET } = await import('@/app/admin/articles/export/route')
    await actAs('admin')
    const slugsIn = async (query: string) => {
      const csv = await (
        await GET(new Request(`http://localhost:3000/admin/articles/export?${query}`))
      ).text()
      return [draft, published, filed, otherDraft]
        .map((row) => row.slug)
        .filter((slug) => csv.includes(`,${slug},`))
    }
    expect(await slugsIn(`q=${label}`)).toEqual([draft.slug, published.slug, filed.slug])
    expect(await slugsIn('status=draft')).toEqual([draft.slug, otherDraft.slug])
    expect(await slugsIn(`q=${label}&category=${category?.slug}`)).toEqual([filed.slug])
  })
})

describe('the admin articles search (admin_search_articles)', () => {
  const params = (search: string, filters: Record<string, string> = {}) =>
    ({ page: 1, pageSize: 25, sort: 'title', direction: 'asc', search, filters }) as const

  it('matches the title or slug anywhere, case-insensitively, with % and _ literal', async () => {
    const label = uniqueSlug('searched')
    const byTitle = await harness.seedEditable('articles', {
      slug: `${label}-a`,
      title: `${label.toUpperCase()} 100% Pass_Rate`,
      status: 'draft',
    })
    const bySlug = await harness.seedEditable('articles', {
      slug: `${label}-b`,
      title: 'Another title',
      status: 'published',
    })
    const admin = harness.clients.admin
    const slugs = async (search: string) => {
      const { data, error } = await admin.rpc('admin_search_articles', { search }).select('slug')
      expect(error).toBeNull()
      return (data ?? []).map((row) => row.slug).sort()
    }
    expect(await slugs(label)).toEqual([byTitle.slug, bySlug.slug])
    expect(await slugs(`${label}-B`)).toEqual([bySlug.slug])
    expect(await slugs('100% pass_rate')).toEqual([byTitle.slug])
    expect(await slugs('100%pass')).toEqual([])
    expect(await slugs('pass rate')).toEqual([])
    expect(await slugs('s_arched')).toEqual([])

    // The list reads its search through the function with the same rows and an exact total,
    // its filters still applied; so does the CSV export (above).
    const { readArticleList } = await import('@/lib/data/admin/article-list')
    const listed = await readArticleList(admin, params(label))
    expect(listed.rows.map((row) => row.slug)).toEqual([bySlug.slug, byTitle.slug])
    expect([listed.total, listed.totalKind]).toEqual([2, 'exact'])
    const drafts = await readArticleList(admin, params(label, { status: 'draft' }))
    expect(drafts.rows.map((row) => row.slug)).toEqual([byTitle.slug])
  })

  it('refuses everyone but an admin (42501)', async () => {
    for (const refused of [harness.anon, harness.clients.user]) {
      const { data, error } = await refused.rpc('admin_search_articles', { search: 'a' })
      expect(error?.code).toBe('42501')
      expect(data).toBeNull()
    }
  })
})

describe('what the article actions write and answer', () => {
  const CORRECT = 'Please correct the highlighted fields.'

  async function firstId(table: 'authors' | 'article_categories') {
    const { rows } = await harness.local.pg.query<{ id: string }>(
      `select id from public.${table} order by id limit 1`,
    )
    return rows[0]!.id
  }

  const columns = (id: string) =>
    storedRow<Record<string, unknown>>(harness, 'articles', id).then((stored) => ({
      title: stored?.title,
      excerpt: stored?.excerpt,
      category_id: stored?.category_id,
      author_id: stored?.author_id,
      tags: stored?.tags,
      cover_image_url: stored?.cover_image_url,
      cover_image_alt: stored?.cover_image_alt,
      content: stored?.content,
      seo_title: stored?.seo_title,
      seo_description: stored?.seo_description,
      status: stored?.status,
      published_at: stored?.published_at,
      updated_at: stored?.updated_at,
    }))

  it('stores every field, blank ones as null, and answers the new row’s id, slug and version', async () => {
    const [category, author] = [await firstId('article_categories'), await firstId('authors')]
    const publishedAt = '2026-01-15T09:30:00.000Z'
    const input = values({
      categoryId: category,
      authorId: author,
      coverImageAlt: 'Ignored without a cover',
      seoTitle: 'Plan an essay in five steps',
      seoDescription: 'A short guide to planning.',
      status: 'published',
      publishedAt,
    })
    await actAs('admin')
    const created = await actions.create(input)
    expect(created).toEqual({
      ok: true,
      data: { id: expect.any(String), slug: input.slug, updatedAt: expect.any(String) },
    })
    if (!created.ok) return
    const stored = await columns(created.data.id)
    expect(stored).toEqual({
      title: 'Planning an essay',
      excerpt: 'Five steps.',
      category_id: category,
      author_id: author,
      tags: ['essays', 'planning'],
      cover_image_url: null,
      cover_image_alt: null,
      content: '# Plan\n\nStart early.',
      seo_title: 'Plan an essay in five steps',
      seo_description: 'A short guide to planning.',
      status: 'published',
      published_at: new Date(publishedAt),
      updated_at: expect.any(Date),
    })
    expect(new Date(created.data.updatedAt).toISOString()).toBe(
      (stored.updated_at as Date).toISOString(),
    )

    await actAs('admin')
    const publishAt = new Date(Date.now() + 86_400_000).toISOString()
    const blank = await actions.create(values({ status: 'scheduled', publishedAt: publishAt }))
    if (!blank.ok) throw new Error(blank.error)
    expect(await columns(blank.data.id)).toMatchObject({
      category_id: null,
      author_id: null,
      seo_title: null,
      seo_description: null,
      published_at: new Date(publishAt),
    })
    expectInvalidated(...contentTags('article', blank.data.slug))
  })

  it('answers a taken slug in the editor’s words, on create, on save and in the live check', async () => {
    const [other, target] = [await seeded('draft'), await seeded('draft')]
    await expectTakenSlugAnswered({ ...actions, values }, 'article', other, target)
  })

  it('saves every field, clears blank ones, and answers the new version', async () => {
    const target = await seeded('draft')
    await actAs('admin')
    const first = await actions.update({
      ...values({ slug: target.slug, seoTitle: 'An SEO title', tags: 'one, two' }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    if (!first.ok) throw new Error(first.error)
    const second = await actions.update({
      ...values({ slug: target.slug, title: 'Second', excerpt: 'New excerpt.', tags: '' }),
      id: target.id,
      expectedUpdatedAt: first.data.updatedAt,
    })
    const stored = await columns(target.id)
    expect(stored).toMatchObject({
      title: 'Second',
      excerpt: 'New excerpt.',
      tags: [],
      seo_title: null,
      status: 'draft',
      published_at: null,
    })
    expect(second).toEqual({
      ok: true,
      data: { id: target.id, slug: target.slug, updatedAt: expect.any(String) },
    })
    if (!second.ok) return
    expect(new Date(second.data.updatedAt).toISOString()).toBe(
      (stored.updated_at as Date).toISOString(),
    )
  })

  it('says a deleted article no longer exists, on save and in bulk', async () => {
    const target = await seeded('draft')
    await harness.local.pg.query('delete from public.articles where id = $1', [target.id])
    await actAs('admin')
    expect(
      await actions.update({
        ...values({ slug: target.slug }),
        id: target.id,
        expectedUpdatedAt: target.updatedAt,
      }),
    ).toEqual({ ok: false, error: 'This article no longer exists. It may have been deleted.' })
    expect(await actions.bulk({ ids: [target.id], operation: 'archive' })).toEqual({
      ok: false,
      error: 'None of those articles exist any more.',
    })
    expectInvalidated()
  })

  it('publishes in bulk: a past date kept, a future one brought to now; unpublishes to draft', async () => {
    // Unpublished once: it keeps its first date when published again.
    const past = await seeded('published')
    await harness.local.pg.query(
      `update public.articles set status = 'draft', published_at = '2025-03-01T10:00:00Z'
        where id = $1`,
      [past.id],
    )
    const future = await seeded('draft')
    await harness.local.pg.query(
      `update public.articles set status = 'scheduled', published_at = now() + interval '2 days'
        where id = $1`,
      [future.id],
    )
    const gone = await seeded('draft')
    await harness.local.pg.query('delete from public.articles where id = $1', [gone.id])
    // Already live: counted, but not written again (no new version, no audit entry).
    const live = await seeded('published')
    const liveBefore = await storedRow<{ updated_at: Date }>(harness, 'articles', live.id)
    await actAs('admin')
    const started = Date.now()
    expect(
      await actions.bulk({ ids: [past.id, future.id, gone.id, live.id], operation: 'publish' }),
    ).toEqual({ ok: true, data: { count: 3 } })
    expectInvalidated(...contentTags('article', past.slug, future.slug, live.slug))
    expect(await storedRow(harness, 'articles', live.id)).toMatchObject({
      status: 'published',
      updated_at: liveBefore?.updated_at,
    })
    expect(await row(past.id)).toMatchObject({
      status: 'published',
      published_at: new Date('2025-03-01T10:00:00Z'),
    })
    const redated = (await row(future.id))!
    expect(redated.status).toBe('published')
    expect(redated.published_at!.getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(redated.published_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    await actAs('admin')
    expect(await actions.bulk({ ids: [past.id, gone.id], operation: 'unpublish' })).toEqual({
      ok: true,
      data: { count: 1 },
    })
    expect((await row(past.id))?.status).toBe('draft')
    expectInvalidated(...contentTags('article', past.slug))
  })

  it('answers a database refusal other than the slug’s as what it is', async () => {
    await actAs('admin')
    const result = await actions.create(values({ categoryId: crypto.randomUUID() }))
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not save the article: .*foreign key/),
    })
  })

  it('checks a new cover on save, and not the cover the article already has', async () => {
    await actAs('admin')
    const path = await uploaded('article-cover', pngBytes(), 'image/png')
    const confirmed = await actions.confirmUpload({ kind: 'article-cover', path })
    if (!confirmed.ok) throw new Error(confirmed.error)
    const cover = confirmed.data.publicUrl ?? ''
    const created = await actions.create(values({ coverImageUrl: cover, coverImageAlt: 'A desk' }))
    if (!created.ok) throw new Error(created.error)
    // The stored image is gone: checking it again would say the upload never arrived.
    await harness.local.pg.query(
      `delete from storage.objects where bucket_id = 'media' and name = $1`,
      [path],
    )
    const kept = await actions.update({
      ...values({ slug: created.data.slug, coverImageUrl: cover, coverImageAlt: 'A tidy desk' }),
      id: created.data.id,
      expectedUpdatedAt: created.data.updatedAt,
    })
    expect(kept).toMatchObject({ ok: true })
    if (!kept.ok) return
    expect(
      await actions.update({
        ...values({
          slug: created.data.slug,
          coverImageUrl: 'https://evil.example/cover.png',
          coverImageAlt: 'x',
        }),
        id: created.data.id,
        expectedUpdatedAt: kept.data.updatedAt,
      }),
    ).toEqual({
      ok: false,
      error: CORRECT,
      fieldErrors: { coverImageUrl: ['Upload the cover image here.'] },
    })
    expect((await row(created.data.id))?.cover_image_url).toBe(cover)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import type { bulkUpdateResourcesAction } from '@/lib/actions/admin/resources/bulk-update-resources'
import type { checkResourceSlugAction } from '@/lib/actions/admin/resources/check-resource-slug'
import type { createResourceAction } from '@/lib/actions/admin/resources/create-resource'
import type { updateResourceAction } from '@/lib/actions/admin/resources/update-resource'
import type { confirmUploadAction } from '@/lib/actions/admin/uploads/confirm-upload'
import type { requestUploadAction } from '@/lib/actions/admin/uploads/request-upload'
import type * as PublicReads from '@/lib/data/resources'
import type { ResourceEditorValues } from '@/lib/validation/resource-editor'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  contentTags,
  expectInvalidated,
  pdfBytes,
  pngBytes,
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
  uploaded as uploadedAs,
} from './content-editor'

const harness = adminSuite()
let actions: {
  create: typeof createResourceAction
  update: typeof updateResourceAction
  bulk: typeof bulkUpdateResourcesAction
  checkSlug: typeof checkResourceSlugAction
  requestUpload: typeof requestUploadAction
  confirmUpload: typeof confirmUploadAction
}
let publicReads: typeof PublicReads

function values(overrides: Partial<ResourceEditorValues> = {}): ResourceEditorValues {
  return {
    title: 'Essay checklist',
    slug: uniqueSlug('checklist'),
    description: 'Check before you submit.',
    kind: 'checklist',
    content: '- Title\n- References',
    filePath: '',
    externalUrl: '',
    categoryId: '',
    membersOnly: false,
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
    file_path: string | null
    members_only: boolean
    published_at: Date | null
  }>(harness, 'resources', id)

const resourceCount = () => harness.count('resources')

/** A resource seeded as the service role, for edits to start from. */
function seeded(status: 'draft' | 'published' = 'draft') {
  const slug = uniqueSlug('seeded')
  return harness.seedEditable('resources', {
    slug,
    title: 'Seeded resource',
    kind: 'guide',
    status,
  })
}

/** A resource file uploaded through the admin's signed URL, as the editor does; its path. */
const uploaded = (bytes: Uint8Array<ArrayBuffer>, contentType: string) =>
  uploadedAs('resource-file', bytes, contentType)

beforeAll(async () => {
  actions = {
    create: (await import('@/lib/actions/admin/resources/create-resource')).createResourceAction,
    update: (await import('@/lib/actions/admin/resources/update-resource')).updateResourceAction,
    bulk: (await import('@/lib/actions/admin/resources/bulk-update-resources'))
      .bulkUpdateResourcesAction,
    checkSlug: (await import('@/lib/actions/admin/resources/check-resource-slug'))
      .checkResourceSlugAction,
    requestUpload: (await import('@/lib/actions/admin/uploads/request-upload')).requestUploadAction,
    confirmUpload: (await import('@/lib/actions/admin/uploads/confirm-upload')).confirmUploadAction,
  }
  publicReads = await import('@/lib/data/resources')
})

describe('who may call the resource actions', () => {
  itRefusesNonAdminEditors(harness, 'resources', {
    seeded: () => seeded(),
    calls: (target) => [
      ...editorWrites(actions, values, target),
      actions.requestUpload({ kind: 'resource-file', contentType: 'application/pdf', size: 10 }),
    ],
  })
})

describe('createResourceAction', () => {
  it('rejects a link without its address and a bad slug, writing nothing', async () => {
    await actAs('admin')
    const before = await resourceCount()
    const result = await actions.create(values({ kind: 'link', slug: 'Bad Slug' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['externalUrl', 'slug'])
    expect(
      await actions.create(values({ kind: 'link', externalUrl: 'javascript:alert(1)' })),
    ).toMatchObject({ ok: false, fieldErrors: { externalUrl: [expect.any(String)] } })
    expect(await resourceCount()).toBe(before)
  })

  it('publishes a members-only resource with a PDF, audited, and the public read changes', async () => {
    await actAs('admin')
    const path = await uploaded(pdfBytes(), 'application/pdf')
    const input = values({ status: 'published', membersOnly: true, filePath: path })
    const result = await actions.create(input)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(await row(result.data.id)).toMatchObject({ members_only: true, file_path: path })
    expectInvalidated(...contentTags('resource', input.slug))
    expect(await harness.auditOf('resources', result.data.id)).toEqual([
      expect.objectContaining({ action: 'INSERT', actor_id: ADMIN_ID }),
    ])
    // Visitors see the teaser, never a members-only resource's content.
    expect(await publicReads.getResource(input.slug)).toMatchObject({
      title: 'Essay checklist',
      members_only: true,
      content: null,
    })
  })

  it('refuses a file whose bytes are not a PDF or PNG, and removes it', async () => {
    await actAs('admin')
    const fake = new TextEncoder().encode('MZ not really a pdf') as Uint8Array<ArrayBuffer>
    const path = await uploaded(fake, 'application/pdf')
    const result = await actions.create(values({ filePath: path }))
    expect(result).toMatchObject({ ok: false, fieldErrors: { filePath: [expect.any(String)] } })
    const { data } = await harness.service.storage.from('resource-files').download(path)
    expect(data).toBeNull()
  })

  it('refuses a file path this server did not issue', async () => {
    await actAs('admin')
    const result = await actions.create(values({ filePath: 'elsewhere/secret.pdf' }))
    expect(result).toMatchObject({ ok: false, fieldErrors: { filePath: [expect.any(String)] } })
  })

  it('refuses a declared type the bucket does not take', async () => {
    await actAs('admin')
    expect(
      await actions.requestUpload({ kind: 'resource-file', contentType: 'text/html', size: 10 }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/PDF or PNG/) })
  })
})

describe('confirmUploadAction for a resource file', () => {
  it('accepts a PDF by its bytes and gives it no public address (the bucket is private)', async () => {
    await actAs('admin')
    const path = await uploaded(pdfBytes(), 'application/pdf')
    expect(await actions.confirmUpload({ kind: 'resource-file', path })).toEqual({
      ok: true,
      data: { path, publicUrl: null },
    })
  })

  it('refuses an allowed type under another allowed type’s extension, saying which, and removes it', async () => {
    await actAs('admin')
    // PNG bytes at a path issued for a PDF: both types are allowed, but not under each other's name.
    const path = await uploaded(pngBytes(), 'application/pdf')
    expect(path).toMatch(/\.pdf$/)
    expect(await actions.confirmUpload({ kind: 'resource-file', path })).toEqual({
      ok: false,
      error:
        'This file is a PNG, but its name says PDF. Rename it to end in .png and upload it again.',
    })
    const { data } = await harness.service.storage.from('resource-files').download(path)
    expect(data).toBeNull()
  })
})

describe("a published resource's file type", () => {
  it('is the stored file’s extension, so a PNG is not offered as a PDF', async () => {
    await actAs('admin')
    const png = values({ status: 'published', filePath: await uploaded(pngBytes(), 'image/png') })
    const pdf = values({
      status: 'published',
      membersOnly: true,
      filePath: await uploaded(pdfBytes(), 'application/pdf'),
    })
    const none = values({ status: 'published' })
    for (const input of [png, pdf, none]) {
      await actAs('admin')
      expect((await actions.create(input)).ok).toBe(true)
    }
    await actAs('anon')
    expect(await publicReads.getResource(png.slug)).toMatchObject({
      has_file: true,
      file_type: 'png',
    })
    // Members-only: the type is public like the rest of the teaser, the path is not.
    const teaser = await publicReads.getResource(pdf.slug)
    expect(teaser).toMatchObject({ has_file: true, file_type: 'pdf', content: null })
    expect(JSON.stringify(teaser)).not.toContain(pdf.filePath)
    expect(await publicReads.getResource(none.slug)).toMatchObject({
      has_file: false,
      file_type: null,
    })
  })
})

describe('updateResourceAction', () => {
  it('replaces the file (the old one removed) and invalidates the old and new slug', async () => {
    await actAs('admin')
    const first = await uploaded(pdfBytes(), 'application/pdf')
    const created = await actions.create(values({ filePath: first, status: 'published' }))
    if (!created.ok) throw new Error(created.error)
    const second = await uploaded(pngBytes(), 'image/png')
    const renamed = uniqueSlug('renamed')
    await actAs('admin')
    const result = await actions.update({
      ...values({ slug: renamed, filePath: second, status: 'published' }),
      id: created.data.id,
      expectedUpdatedAt: created.data.updatedAt,
    })
    expect(result).toMatchObject({ ok: true, data: { slug: renamed } })
    expect((await row(created.data.id))?.file_path).toBe(second)
    expect((await harness.service.storage.from('resource-files').download(first)).data).toBeNull()
    expectInvalidated(...contentTags('resource', created.data.slug, renamed))
    expect((await harness.auditOf('resources', created.data.id)).at(-1)).toMatchObject({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })

  it('renames a members-only resource and its old slug leads visitors to the new one', async () => {
    const target = await seeded('published')
    await harness.local.pg.query(`update public.resources set members_only = true where id = $1`, [
      target.id,
    ])
    const { rows } = await harness.local.pg.query<{ updated_at: Date }>(
      'select updated_at from public.resources where id = $1',
      [target.id],
    )
    const renamed = uniqueSlug('renamed')
    await actAs('admin')
    const result = await actions.update({
      ...values({ slug: renamed, membersOnly: true, status: 'published' }),
      id: target.id,
      expectedUpdatedAt: rows[0]!.updated_at.toISOString(),
    })
    expect(result).toMatchObject({ ok: true, data: { slug: renamed } })
    await actAs('anon')
    expect(await publicReads.getResource(target.slug)).toBeNull()
    expect(await publicReads.findRenamedResource(target.slug)).toBe(renamed)
    expect(await publicReads.getResource(renamed)).toMatchObject({ content: null })
  })

  it('forgets an old slug once it is live again, and never leads to a draft', async () => {
    const target = await seeded('published')
    const renamed = uniqueSlug('renamed')
    await harness.local.pg.query(`update public.resources set slug = $2 where id = $1`, [
      target.id,
      renamed,
    ])
    await harness.local.pg.query(`update public.resources set slug = $2 where id = $1`, [
      target.id,
      target.slug,
    ])
    expect(await publicReads.findRenamedResource(target.slug)).toBeNull()
    expect(await publicReads.findRenamedResource(renamed)).toBe(target.slug)

    const draft = await seeded('draft')
    await harness.local.pg.query(`update public.resources set slug = $2 where id = $1`, [
      draft.id,
      uniqueSlug('draft-renamed'),
    ])
    expect(await publicReads.findRenamedResource(draft.slug)).toBeNull()
  })

  it('conflicts instead of overwriting a change saved since the editor opened', async () => {
    const target = await seeded()
    await expectStaleSaveConflicts(harness, 'resources', target, { update: actions.update, values })
  })
})

describe('bulkUpdateResourcesAction', () => {
  it('publishes then deletes the selected resources', async () => {
    const first = await seeded()
    const second = await seeded()
    await expectBulkPublishes(harness, 'resources', actions.bulk, [first, second])
    await actAs('admin')
    expect(await actions.bulk({ ids: [first.id, second.id], operation: 'delete' })).toEqual({
      ok: true,
      data: { count: 2 },
    })
    expect(await row(second.id)).toBeUndefined()
  })

  it('leaves selected rows already in the state asked for as they are', async () => {
    await expectBulkLeavesRowsInState(harness, 'resources', actions.bulk, [
      await seeded('draft'),
      await seeded('draft'),
    ])
  })
})

describe('what the resource actions write and answer', () => {
  const CORRECT = 'Please correct the highlighted fields.'

  const columns = (id: string) =>
    storedRow<Record<string, unknown>>(harness, 'resources', id).then((stored) => ({
      title: stored?.title,
      description: stored?.description,
      kind: stored?.kind,
      content: stored?.content,
      file_path: stored?.file_path,
      external_url: stored?.external_url,
      category_id: stored?.category_id,
      members_only: stored?.members_only,
      status: stored?.status,
      published_at: stored?.published_at,
      updated_at: stored?.updated_at,
    }))

  const storedFile = async (path: string) =>
    (await harness.service.storage.from('resource-files').download(path)).data

  it('stores every field, blank ones as null, and answers the new row’s id, slug and version', async () => {
    const { rows } = await harness.local.pg.query<{ id: string }>(
      'select id from public.article_categories order by id limit 1',
    )
    const category = rows[0]!.id
    const input = values({
      kind: 'link',
      externalUrl: 'https://example.org/guide',
      categoryId: category,
      status: 'published',
      publishedAt: '2026-02-01T08:00:00.000Z',
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
      title: 'Essay checklist',
      description: 'Check before you submit.',
      kind: 'link',
      content: '- Title\n- References',
      file_path: null,
      external_url: 'https://example.org/guide',
      category_id: category,
      members_only: false,
      status: 'published',
      published_at: new Date('2026-02-01T08:00:00.000Z'),
      updated_at: expect.any(Date),
    })
    expect(new Date(created.data.updatedAt).toISOString()).toBe(
      (stored.updated_at as Date).toISOString(),
    )

    await actAs('admin')
    const draft = await actions.create(values())
    if (!draft.ok) throw new Error(draft.error)
    expect(await columns(draft.data.id)).toMatchObject({
      file_path: null,
      external_url: null,
      category_id: null,
      published_at: null,
    })
    expectInvalidated()
  })

  it('answers a taken slug in the editor’s words, on create, on save and in the live check', async () => {
    const [other, target] = [await seeded(), await seeded()]
    await expectTakenSlugAnswered({ ...actions, values }, 'resource', other, target)
  })

  it('keeps the file it has without checking it again, answers the new version, and says when the row is gone', async () => {
    await actAs('admin')
    const path = await uploaded(pdfBytes(), 'application/pdf')
    const created = await actions.create(values({ filePath: path }))
    if (!created.ok) throw new Error(created.error)
    const saved = await actions.update({
      ...values({ slug: created.data.slug, filePath: path, title: 'Renamed checklist' }),
      id: created.data.id,
      expectedUpdatedAt: created.data.updatedAt,
    })
    const stored = await columns(created.data.id)
    expect(stored).toMatchObject({ title: 'Renamed checklist', file_path: path })
    expect(await storedFile(path)).not.toBeNull()
    expect(saved).toEqual({
      ok: true,
      data: { id: created.data.id, slug: created.data.slug, updatedAt: expect.any(String) },
    })
    if (!saved.ok) return
    expect(new Date(saved.data.updatedAt).toISOString()).toBe(
      (stored.updated_at as Date).toISOString(),
    )

    // With the stored file gone, checking it again would refuse the save.
    await harness.local.pg.query(
      `delete from storage.objects where bucket_id = 'resource-files' and name = $1`,
      [path],
    )
    await actAs('admin')
    const again = await actions.update({
      ...values({ slug: created.data.slug, filePath: path }),
      id: created.data.id,
      expectedUpdatedAt: saved.data.updatedAt,
    })
    expect(again.ok).toBe(true)
    if (!again.ok) return

    await harness.local.pg.query('delete from public.resources where id = $1', [created.data.id])
    await actAs('admin')
    expect(
      await actions.update({
        ...values({ slug: created.data.slug }),
        id: created.data.id,
        expectedUpdatedAt: again.data.updatedAt,
      }),
    ).toEqual({ ok: false, error: 'This resource no longer exists. It may have been deleted.' })
    expect(await actions.bulk({ ids: [created.data.id], operation: 'archive' })).toEqual({
      ok: false,
      error: 'None of those resources exist any more.',
    })
    expectInvalidated()
  })

  it('keeps the old file when a save conflicts', async () => {
    await actAs('admin')
    const path = await uploaded(pdfBytes(), 'application/pdf')
    const created = await actions.create(values({ filePath: path }))
    if (!created.ok) throw new Error(created.error)
    await harness.local.pg.query(
      `update public.resources set title = 'Theirs', updated_at = now() + interval '1 second'
        where id = $1`,
      [created.data.id],
    )
    const replacement = await uploaded(pngBytes(), 'image/png')
    await actAs('admin')
    expect(
      await actions.update({
        ...values({ slug: created.data.slug, filePath: replacement }),
        id: created.data.id,
        expectedUpdatedAt: created.data.updatedAt,
      }),
    ).toMatchObject({ ok: false, conflict: { current: { title: 'Theirs' } } })
    expect((await row(created.data.id))?.file_path).toBe(path)
    expect(await storedFile(path)).not.toBeNull()
  })

  it('in bulk: publishing keeps a date, unpublishing and archiving set the status, deleting removes files', async () => {
    const dated = await seeded('published')
    await harness.local.pg.query(
      `update public.resources set status = 'draft', published_at = '2025-05-05T05:00:00Z'
        where id = $1`,
      [dated.id],
    )
    const gone = await seeded()
    await harness.local.pg.query('delete from public.resources where id = $1', [gone.id])
    await actAs('admin')
    expect(await actions.bulk({ ids: [dated.id, gone.id], operation: 'publish' })).toEqual({
      ok: true,
      data: { count: 1 },
    })
    expect(await row(dated.id)).toMatchObject({
      status: 'published',
      published_at: new Date('2025-05-05T05:00:00Z'),
    })
    expectInvalidated(...contentTags('resource', dated.slug))
    for (const [operation, status] of [
      ['unpublish', 'draft'],
      ['archive', 'archived'],
    ] as const) {
      await actAs('admin')
      expect(await actions.bulk({ ids: [dated.id], operation })).toEqual({
        ok: true,
        data: { count: 1 },
      })
      expect((await row(dated.id))?.status).toBe(status)
      expectInvalidated(...contentTags('resource', dated.slug))
    }

    await actAs('admin')
    const path = await uploaded(pdfBytes(), 'application/pdf')
    const withFile = await actions.create(values({ filePath: path }))
    if (!withFile.ok) throw new Error(withFile.error)
    await actAs('admin')
    expect(await actions.bulk({ ids: [withFile.data.id, dated.id], operation: 'delete' })).toEqual({
      ok: true,
      data: { count: 2 },
    })
    expect(await storedFile(path)).toBeNull()
    expectInvalidated(...contentTags('resource', withFile.data.slug, dated.slug))
  })

  it('dates a resource published without a date, and leaves an undated one undated when unpublished', async () => {
    await actAs('admin')
    const started = Date.now()
    const published = await actions.create(values({ status: 'published' }))
    if (!published.ok) throw new Error(published.error)
    const dated = (await row(published.data.id))!.published_at!
    expect(dated.getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(dated.getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    const draft = await seeded()
    await actAs('admin')
    expect(await actions.bulk({ ids: [draft.id], operation: 'unpublish' })).toMatchObject({
      ok: true,
    })
    expect((await row(draft.id))?.published_at).toBeNull()
  })

  it('publishes a resource dated in the future now, since resources have no schedule', async () => {
    await actAs('admin')
    const started = Date.now()
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const published = await actions.create(values({ status: 'published', publishedAt: future }))
    if (!published.ok) throw new Error(published.error)
    const dated = (await row(published.data.id))!.published_at!
    expect(dated.getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(dated.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('answers a database refusal other than the slug’s as what it is', async () => {
    await actAs('admin')
    const result = await actions.create(values({ categoryId: crypto.randomUUID() }))
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not save the resource: .*foreign key/),
    })
  })

  it('refuses on save a file path this server did not issue', async () => {
    const target = await seeded()
    await actAs('admin')
    const result = await actions.update({
      ...values({ slug: target.slug, filePath: 'elsewhere/secret.pdf' }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    })
    expect(result).toMatchObject({
      ok: false,
      error: CORRECT,
      fieldErrors: { filePath: [expect.any(String)] },
    })
    expect((await row(target.id))?.file_path).toBeNull()
  })
})

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
  expectBulkPublishes,
  expectStaleSaveConflicts,
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

  it('refuses an allowed type under another allowed type’s extension, and removes it', async () => {
    await actAs('admin')
    // PNG bytes at a path issued for a PDF: both types are allowed, but not under each other's name.
    const path = await uploaded(pngBytes(), 'application/pdf')
    expect(path).toMatch(/\.pdf$/)
    expect(await actions.confirmUpload({ kind: 'resource-file', path })).toEqual({
      ok: false,
      error: 'Upload the file as a PDF or PNG.',
    })
    const { data } = await harness.service.storage.from('resource-files').download(path)
    expect(data).toBeNull()
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
})

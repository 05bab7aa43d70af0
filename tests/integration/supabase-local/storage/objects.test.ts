import { beforeAll, describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pdfBytes, pngBytes, startStorageHarness } from './harness.ts'

const h = suiteHarness(startStorageHarness)
const names = [
  'docs/a.png',
  'docs/b.png',
  'docs/c.png',
  'docs/old/z.png',
  'docs/new/y.png',
  'top.png',
]

beforeAll(async () => {
  const media = h.client('service').storage.from('media')
  for (const [i, name] of names.entries()) {
    const { error } = await media.upload(name, pngBytes(10 + i), { contentType: 'image/png' })
    expect(error).toBeNull()
  }
})

const media = () => h.client('anon').storage.from('media')
const blobsNamed = async (bucket: string, name: string) =>
  (await h.store.list()).filter((blob) => blob.bucket === bucket && blob.name === name)

describe('list', () => {
  test('one level at a time: folders first (null id and metadata), then files', async () => {
    const { data: root } = await media().list()
    expect(root?.map((entry) => entry.name)).toEqual(['docs', 'top.png'])
    expect(root?.[0]).toEqual({
      name: 'docs',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })
    expect(root?.[1]).toMatchObject({
      name: 'top.png',
      metadata: { size: 15, mimetype: 'image/png' },
    })
    const { data: docs } = await media().list('docs')
    expect(docs?.map((entry) => entry.name)).toEqual(['new', 'old', 'a.png', 'b.png', 'c.png'])
    const { data: slash } = await media().list('docs/')
    expect(slash).toEqual(docs)
  })

  test('limit, offset, sortBy and search', async () => {
    const page = await media().list('docs', { limit: 2, offset: 3 })
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.png', 'c.png'])
    const sorted = await media().list('docs', { sortBy: { column: 'name', order: 'desc' } })
    expect(sorted.data?.map((entry) => entry.name)).toEqual([
      'old',
      'new',
      'c.png',
      'b.png',
      'a.png',
    ])
    const found = await media().list('docs', { search: 'b' })
    expect(found.data?.map((entry) => entry.name)).toEqual(['b.png'])
    const invalid = await media().list('docs', { sortBy: { column: 'size' } })
    expect(invalid.error).toMatchObject({ statusCode: '400' })
  })
})

describe('info, exists and downloads', () => {
  test('info is the object row, exists is false for a missing object', async () => {
    const { data } = await media().info('docs/a.png')
    expect(data).toMatchObject({
      name: 'docs/a.png',
      bucketId: 'media',
      size: 10,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      metadata: {},
    })
    expect((await media().exists('docs/a.png')).data).toBe(true)
    expect((await media().exists('docs/missing.png')).data).toBe(false)
  })

  test('authenticated downloads of private objects follow SELECT policies', async () => {
    await h.client('service').storage.from('resumes').upload('x/cv.pdf', pdfBytes(), {
      contentType: 'application/pdf',
    })
    const path = `${h.storageUrl}/object/authenticated/resumes/x/cv.pdf`
    const service = await fetch(path, {
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}` },
    })
    expect(service.status).toBe(200)
    const user = await fetch(path, {
      headers: { Authorization: `Bearer ${h.token('b0000000-0000-4000-8000-00000000a11c')}` },
    })
    expect(await user.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
    // Without any JWT a private bucket does not even exist.
    const nobody = await fetch(`${h.storageUrl}/object/resumes/x/cv.pdf`)
    expect(await nobody.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

describe('move, copy and remove', () => {
  test('move renames the object, bytes follow and the old version is gone', async () => {
    const files = h.client('admin').storage.from('media')
    await files.upload('move/src.png', pngBytes(33), { contentType: 'image/png' })
    const moved = await files.move('move/src.png', 'move/dst.png')
    expect(moved.data).toMatchObject({ message: 'Successfully moved', Key: 'move/dst.png' })
    expect((await files.exists('move/src.png')).data).toBe(false)
    expect((await files.download('move/dst.png')).data?.size).toBe(33)
    expect(await blobsNamed('media', 'move/src.png')).toEqual([])
    expect(await blobsNamed('media', 'move/dst.png')).toHaveLength(1)
    await files.upload('move/other.png', pngBytes(), { contentType: 'image/png' })
    const clash = await files.move('move/other.png', 'move/dst.png')
    expect(clash.error).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' })
    const missing = await files.move('move/none.png', 'move/x.png')
    expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })

  test('move and copy across buckets (service role)', async () => {
    const storage = h.client('service').storage
    await storage.from('media').upload('cross/a.png', pngBytes(21), { contentType: 'image/png' })
    const moved = await storage
      .from('media')
      .move('cross/a.png', 'moved/a.png', { destinationBucket: 'resources' })
    expect(moved.error).toBeNull()
    expect((await storage.from('resources').download('moved/a.png')).data?.size).toBe(21)
    const copied = await storage
      .from('resources')
      .copy('moved/a.png', 'copied/a.png', { destinationBucket: 'media' })
    expect(copied.data).toEqual({ path: 'media/copied/a.png' })
    expect((await storage.from('media').download('copied/a.png')).data?.size).toBe(21)
    expect((await storage.from('resources').exists('moved/a.png')).data).toBe(true)
  })

  test('copy keeps bytes and metadata; an existing destination is a 409', async () => {
    const files = h.client('admin').storage.from('media')
    await files.upload('copy/src.png', pngBytes(44), {
      contentType: 'image/png',
      cacheControl: '10',
    })
    expect((await files.copy('copy/src.png', 'copy/dst.png')).error).toBeNull()
    const { data } = await files.info('copy/dst.png')
    expect(data).toMatchObject({ size: 44, contentType: 'image/png', cacheControl: 'max-age=10' })
    const again = await files.copy('copy/src.png', 'copy/dst.png')
    expect(again.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' })
    const denied = await h
      .client('alice')
      .storage.from('media')
      .copy('copy/src.png', 'copy/mine.png')
    expect(denied.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
  })

  test('remove deletes rows and files, returns the deleted rows, ignores missing names', async () => {
    const files = h.client('admin').storage.from('media')
    await files.upload('rm/a.png', pngBytes(), { contentType: 'image/png' })
    await files.upload('rm/b.png', pngBytes(), { contentType: 'image/png' })
    const { data, error } = await files.remove(['rm/a.png', 'rm/b.png', 'rm/missing.png'])
    expect(error).toBeNull()
    expect(data?.map((row) => row.name).sort()).toEqual(['rm/a.png', 'rm/b.png'])
    expect(data?.[0]).toMatchObject({ bucket_id: 'media', metadata: { mimetype: 'image/png' } })
    expect(await blobsNamed('media', 'rm/a.png')).toEqual([])
    const single = await fetch(`${h.storageUrl}/object/media/docs/c.png`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}` },
    })
    expect(await single.json()).toEqual({ message: 'Successfully deleted' })
    const gone = await fetch(`${h.storageUrl}/object/media/docs/c.png`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}` },
    })
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })
})

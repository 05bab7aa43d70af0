import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pngBytes, startStorageHarness } from './harness.ts'

const h = suiteHarness(startStorageHarness)

const projectBuckets = [
  'avatars',
  'lead-magnets',
  'media',
  'resource-files',
  'resources',
  'resumes',
]

describe('bucket API (storage.buckets policies: admins and the service role)', () => {
  test('the migration’s buckets, visible to the service role and admins only', async () => {
    const service = await h.client('service').storage.listBuckets()
    expect(service.data?.map((bucket) => bucket.id)).toEqual(projectBuckets)
    expect((await h.client('admin').storage.listBuckets()).data).toHaveLength(projectBuckets.length)
    expect((await h.client('anon').storage.listBuckets()).data).toEqual([])
    expect((await h.client('alice').storage.listBuckets()).data).toEqual([])
    const media = await h.client('service').storage.getBucket('media')
    expect(media.data).toMatchObject({
      id: 'media',
      name: 'media',
      public: true,
      type: 'STANDARD',
      file_size_limit: 10485760,
      allowed_mime_types: expect.arrayContaining(['image/png', 'image/svg+xml']),
    })
    const hidden = await h.client('alice').storage.getBucket('media')
    expect(hidden.error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket' })
  })

  test('list options: search, sort, limit, offset', async () => {
    const storage = h.client('service').storage
    const search = await storage.listBuckets({ search: 'res' })
    expect(search.data?.map((bucket) => bucket.id)).toEqual([
      'resource-files',
      'resources',
      'resumes',
    ])
    const page = await storage.listBuckets({
      sortColumn: 'id',
      sortOrder: 'desc',
      limit: 2,
      offset: 1,
    })
    expect(page.data?.map((bucket) => bucket.id)).toEqual(['resources', 'resource-files'])
  })

  test('create: users are refused, admins may, sizes and types are validated', async () => {
    const denied = await h.client('alice').storage.createBucket('mine', { public: true })
    expect(denied.error).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    })
    const created = await h.client('admin').storage.createBucket('reports', {
      public: false,
      fileSizeLimit: '1.5MB',
      allowedMimeTypes: ['application/pdf', 'image/*'],
    })
    expect(created).toEqual({ data: { name: 'reports' }, error: null })
    const reports = await h.client('service').storage.getBucket('reports')
    expect(reports.data).toMatchObject({ public: false, file_size_limit: 1500000 })
    const duplicate = await h.client('service').storage.createBucket('reports')
    expect(duplicate.error).toMatchObject({ statusCode: '409', code: 'BucketAlreadyExists' })
    const badSize = await h
      .client('service')
      .storage.createBucket('x', { public: false, fileSizeLimit: '1MiB' })
    expect(badSize.error).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
    const badType = await h
      .client('service')
      .storage.createBucket('y', { public: false, allowedMimeTypes: ['not a type'] })
    expect(badType.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
    const badName = await fetch(`${h.storageUrl}/bucket`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${h.local.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'a/b' }),
    })
    expect(await badName.json()).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' })
  })

  test('update changes only the given fields; hidden buckets are not found', async () => {
    const storage = h.client('service').storage
    await storage.createBucket('updatable', { public: false, fileSizeLimit: 1000 })
    const updated = await storage.updateBucket('updatable', {
      public: true,
      allowedMimeTypes: ['text/*'],
    })
    expect(updated.data).toEqual({ message: 'Successfully updated' })
    const { data } = await storage.getBucket('updatable')
    expect(data).toMatchObject({
      public: true,
      allowed_mime_types: ['text/*'],
      file_size_limit: 1000,
    })
    const denied = await h.client('alice').storage.updateBucket('updatable', { public: false })
    expect(denied.error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })

  test('empty and delete: a bucket with objects cannot be deleted until emptied', async () => {
    const storage = h.client('service').storage
    await storage.createBucket('scratch', { public: false })
    for (const name of ['a.png', 'dir/b.png']) {
      await storage.from('scratch').upload(name, pngBytes(), { contentType: 'image/png' })
    }
    const notEmpty = await storage.deleteBucket('scratch')
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })
    const userEmpty = await h.client('alice').storage.emptyBucket('scratch')
    expect(userEmpty.error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
    expect((await storage.emptyBucket('scratch')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    })
    expect((await h.store.list()).filter((blob) => blob.bucket === 'scratch')).toEqual([])
    expect((await storage.deleteBucket('scratch')).data).toEqual({
      message: 'Successfully deleted',
    })
    const again = await storage.deleteBucket('scratch')
    expect(again.error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

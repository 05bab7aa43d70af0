import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { diskStore } from '@/supabase/local/storage/disk-store.ts'
import { pngBytes, startStorageHarness, users, type StorageHarness } from './harness.ts'

// Files on a real disk here, so "nothing lost" covers the file system as well as the rows.
let h: StorageHarness
let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-burst-'))
  h = await startStorageHarness({ store: diskStore(root) })
})
afterAll(async () => {
  await h?.stop()
  if (root) await rm(root, { recursive: true, force: true })
})

async function filesOnDisk(bucket: string) {
  const entries = await readdir(path.join(root, bucket), { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile())
}

async function rowsIn(bucket: string, prefix: string) {
  const { rows } = await h.local.pg.query<{ count: number }>(
    `select count(*)::int as count from storage.objects where bucket_id = $1 and name like $2 || '%'`,
    [bucket, prefix],
  )
  return rows[0]?.count
}

describe('a burst of concurrent uploads', () => {
  test('200 concurrent uploads leave exactly 200 objects and 200 files', async () => {
    const files = h.client('alice').storage.from('avatars')
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? files.upload(`${users.alice}/burst/${i}.png`, pngBytes(100 + i), {
              contentType: 'image/png',
            })
          : files.upload(
              `${users.alice}/burst/${i}.png`,
              new Blob([pngBytes(100 + i)], { type: 'image/png' }),
            ),
      ),
    )
    expect(results.filter((result) => result.error)).toEqual([])
    expect(await rowsIn('avatars', `${users.alice}/burst/`)).toBe(200)
    expect(await filesOnDisk('avatars')).toHaveLength(200)
    const { data } = await files.list(`${users.alice}/burst`, { limit: 1000 })
    expect(data).toHaveLength(200)
    const sample = await files.download(`${users.alice}/burst/199.png`)
    expect(sample.data?.size).toBe(299)
  })

  test('50 concurrent upserts of one key leave one object and one file', async () => {
    const files = h.client('bob').storage.from('avatars')
    const name = `${users.bob}/same.png`
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        files.upload(name, pngBytes(10 + i), { contentType: 'image/png', upsert: true }),
      ),
    )
    expect(results.filter((result) => result.error)).toEqual([])
    expect(await rowsIn('avatars', name)).toBe(1)
    const blobs = (await h.store.list()).filter((blob) => blob.name === name)
    expect(blobs).toHaveLength(1)
    const { rows } = await h.local.pg.query<{ version: string; size: number }>(
      `select version, (metadata->>'size')::int as size from storage.objects where name = $1`,
      [name],
    )
    expect(blobs[0]?.version).toBe(rows[0]?.version)
    expect((await files.download(name)).data?.size).toBe(rows[0]?.size)
  })

  test('50 concurrent uploads of one key without upsert: one wins, 49 conflicts, one file', async () => {
    const files = h.client('alice').storage.from('avatars')
    const name = `${users.alice}/race.png`
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        files.upload(name, pngBytes(), { contentType: 'image/png' }),
      ),
    )
    expect(results.filter((result) => !result.error)).toHaveLength(1)
    for (const { error } of results.filter((result) => result.error)) {
      expect(error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' })
    }
    expect((await h.store.list()).filter((blob) => blob.name === name)).toHaveLength(1)
  })
})

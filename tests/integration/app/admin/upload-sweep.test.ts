import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { requestLeadMagnetUploadAction } from '@/lib/actions/admin/lead-magnets/request-lead-magnet-upload'
import type { requestUploadAction } from '@/lib/actions/admin/uploads/request-upload'
import { sweepAllOrphanUploads, sweepOrphanUploads } from '@/lib/storage/upload-sweep'

import { settleAfterTasks } from '../../../support/next-after'
import { actAs, adminSuite, pdfBytes, pngBytes, uniqueSlug, type Client } from './harness'

const harness = adminSuite()
let service: Client
let requestUpload: typeof requestUploadAction
let requestLeadMagnetUpload: typeof requestLeadMagnetUploadAction

beforeAll(async () => {
  service = harness.service
  requestUpload = (await import('@/lib/actions/admin/uploads/request-upload')).requestUploadAction
  requestLeadMagnetUpload = (
    await import('@/lib/actions/admin/lead-magnets/request-lead-magnet-upload')
  ).requestLeadMagnetUploadAction
})

const DAY = 24

type Bucket = 'media' | 'resource-files' | 'lead-magnets'

/** Where each upload action puts its files (the paths the sweep may touch). */
const issued = {
  cover: () => `articles/${randomUUID()}.png`,
  resourceFile: () => `files/${randomUUID()}.pdf`,
  leadMagnet: () => `${randomUUID()}/exam-checklist.pdf`,
} as const

/** A file stored through the Storage API as an editor's upload leaves it, then aged in place. */
async function store(bucket: Bucket, path: string, ageHours: number): Promise<string> {
  const [bytes, contentType] =
    bucket === 'media' || path.endsWith('.png')
      ? [pngBytes(), 'image/png']
      : [pdfBytes(), 'application/pdf']
  const { error } = await service.storage.from(bucket).upload(path, bytes, { contentType })
  expect(error).toBeNull()
  await age(bucket, path, ageHours)
  return path
}

async function age(bucket: Bucket, path: string, hours: number) {
  await harness.local.pg.query(
    `update storage.objects
     set created_at = now() - make_interval(hours => $3), updated_at = now() - make_interval(hours => $3)
     where bucket_id = $1 and name = $2`,
    [bucket, path, hours],
  )
}

/** Gone means gone from Storage: no row, and the Storage API no longer serves the bytes. */
async function stored(bucket: Bucket, path: string): Promise<boolean> {
  const { rows } = await harness.local.pg.query(
    'select 1 from storage.objects where bucket_id = $1 and name = $2',
    [bucket, path],
  )
  const { data } = await service.storage.from(bucket).download(path)
  expect(data !== null).toBe(rows.length === 1)
  return rows.length === 1
}

const coverUrl = (path: string) => service.storage.from('media').getPublicUrl(path).data.publicUrl

/** Every object the seed put in the three buckets (supabase/storage-seed/), aged a month. */
async function agedSeedFiles(): Promise<[Bucket, string][]> {
  const { rows } = await harness.local.pg.query<{ bucket_id: Bucket; name: string }>(
    `update storage.objects set created_at = now() - interval '30 days', updated_at = now() - interval '30 days'
     where bucket_id in ('media', 'resource-files', 'lead-magnets') and name not like '%/%'
     returning bucket_id, name`,
  )
  return rows.map((row) => [row.bucket_id, row.name])
}

describe('sweeping admin uploads that no row took', () => {
  it('removes week-old unsaved uploads of each kind and keeps used, recent and seeded files', async () => {
    const seeded = await agedSeedFiles()
    expect(seeded.map(([bucket]) => bucket)).toEqual(
      expect.arrayContaining(['resource-files', 'lead-magnets']),
    )

    const orphans: [Bucket, string][] = [
      ['media', await store('media', issued.cover(), 8 * DAY)],
      ['resource-files', await store('resource-files', issued.resourceFile(), 8 * DAY)],
      ['lead-magnets', await store('lead-magnets', issued.leadMagnet(), 8 * DAY)],
    ]

    const cover = await store('media', issued.cover(), 30 * DAY)
    const inArticleBody = await store('media', `articles/${randomUUID()}.webp`, 30 * DAY)
    const resourceCover = await store('media', `articles/${randomUUID()}.jpg`, 30 * DAY)
    await harness.seed('articles', {
      slug: uniqueSlug('swept-cover'),
      title: 'Has a cover',
      cover_image_url: coverUrl(cover),
      content: `Shown inline:\n\n![Chart](${coverUrl(inArticleBody)})`,
    })
    const inResourceBody = await store('media', issued.cover(), 30 * DAY)
    const resourceFile = await store('resource-files', issued.resourceFile(), 30 * DAY)
    await harness.seed('resources', {
      slug: uniqueSlug('swept-file'),
      title: 'Has a file',
      kind: 'guide',
      file_path: resourceFile,
      cover_image_url: coverUrl(resourceCover),
      content: `![Example](${coverUrl(inResourceBody)})`,
    })
    const magnetFile = await store('lead-magnets', issued.leadMagnet(), 30 * DAY)
    await harness.seed('lead_magnets', {
      slug: uniqueSlug('swept-magnet'),
      title: 'Has a PDF',
      file_path: magnetFile,
    })

    const replacedToday = await store('media', issued.cover(), 30 * DAY)
    await harness.local.pg.query(
      "update storage.objects set updated_at = now() where bucket_id = 'media' and name = $1",
      [replacedToday],
    )
    const kept: [Bucket, string][] = [
      ['media', cover],
      ['media', inArticleBody],
      ['media', resourceCover],
      ['media', inResourceBody],
      ['resource-files', resourceFile],
      ['lead-magnets', magnetFile],
      ['media', replacedToday],
      ['media', await store('media', issued.cover(), 0)],
      ['resource-files', await store('resource-files', issued.resourceFile(), 7 * DAY - 1)],
      ['lead-magnets', await store('lead-magnets', issued.leadMagnet(), 6 * DAY)],
      // Outside the paths the upload actions issue: other folders, hand-made names, seed-like
      // files at a bucket's root, and an issued shape in another kind's bucket.
      ['media', await store('media', `other/${randomUUID()}.png`, 30 * DAY)],
      ['media', await store('media', 'articles/hand-made.png', 30 * DAY)],
      ['resource-files', await store('resource-files', 'handout.pdf', 30 * DAY)],
      ['resource-files', await store('resource-files', issued.cover(), 30 * DAY)],
      ['lead-magnets', await store('lead-magnets', `files/${randomUUID()}.pdf`, 30 * DAY)],
      ...seeded,
    ]

    const round = await sweepOrphanUploads(service)

    expect(round.removed.sort()).toEqual(orphans.map((o) => o.join('/')).sort())
    for (const [bucket, path] of orphans) expect(await stored(bucket, path)).toBe(false)
    for (const [bucket, path] of kept) {
      expect({ bucket, path, stored: await stored(bucket, path) }).toEqual({
        bucket,
        path,
        stored: true,
      })
    }
    expect((await sweepOrphanUploads(service)).removed).toEqual([])
  })

  it('takes a bounded batch, oldest first across buckets, and the by-hand run clears the rest', async () => {
    // The oldest has the path that sorts last, so only its age can put it first.
    const oldest = await store('resource-files', issued.resourceFile(), 30 * DAY)
    const older = await store('lead-magnets', issued.leadMagnet(), 20 * DAY)
    const old = await store('media', issued.cover(), 10 * DAY)

    expect((await sweepOrphanUploads(service, 1)).removed).toEqual([`resource-files/${oldest}`])
    expect((await sweepAllOrphanUploads(service)).sort()).toEqual(
      [`lead-magnets/${older}`, `media/${old}`].sort(),
    )
    expect(await stored('lead-magnets', older)).toBe(false)
    expect(await stored('media', old)).toBe(false)
  })

  it('runs after each upload URL issued to an admin, for covers, resource files and lead magnets', async () => {
    const requests = [
      () => requestUpload({ kind: 'article-cover', contentType: 'image/png', size: 100 }),
      () => requestUpload({ kind: 'resource-file', contentType: 'application/pdf', size: 100 }),
      () => requestLeadMagnetUpload({ name: 'guide.pdf', size: 100 }),
    ]
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    for (const request of requests) {
      const orphan = await store('resource-files', issued.resourceFile(), 8 * DAY)
      await actAs('admin')
      expect(await request()).toMatchObject({ ok: true })
      await settleAfterTasks()
      expect(await stored('resource-files', orphan)).toBe(false)
    }
    expect(logged.mock.calls).toEqual(Array(3).fill(['Removed 1 unsaved admin upload(s)']))
    logged.mockRestore()
  })

  it('never fails or holds up the upload when the sweep fails, and says which step failed', async () => {
    const orphan = await store('media', issued.cover(), 8 * DAY)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await harness.local.pg.exec(
      'revoke execute on function public.orphan_admin_uploads(integer) from service_role',
    )
    try {
      await expect(sweepOrphanUploads(service)).rejects.toThrow(
        /^Could not list orphan uploads: permission denied/,
      )
      await actAs('admin')
      expect(
        await requestUpload({ kind: 'article-cover', contentType: 'image/png', size: 100 }),
      ).toMatchObject({ ok: true })
      await settleAfterTasks()
      expect(logged).toHaveBeenCalledWith(
        'Sweeping unsaved admin uploads failed',
        expect.any(Error),
      )
    } finally {
      await harness.local.pg.exec(
        'grant execute on function public.orphan_admin_uploads(integer) to service_role',
      )
      logged.mockRestore()
    }
    await harness.local.pg.exec('revoke delete on storage.objects from service_role')
    try {
      await expect(sweepOrphanUploads(service)).rejects.toThrow(
        /^Could not remove orphan uploads: /,
      )
    } finally {
      await harness.local.pg.exec('grant delete on storage.objects to service_role')
    }
    expect(await stored('media', orphan)).toBe(true)
    expect((await sweepOrphanUploads(service)).removed).toEqual([`media/${orphan}`])
  })

  it.each(['anon', 'user', 'admin'] as const)(
    'is for the service role only: %s cannot list the files',
    async (role) => {
      await store('media', issued.cover(), 8 * DAY)
      const { data, error } = await harness.clients[role].rpc('orphan_admin_uploads', {
        max_paths: 10,
      })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
      await sweepAllOrphanUploads(service)
    },
  )

  it('grants execute to the service role alone', async () => {
    const { rows } = await harness.local.pg.query(
      `select r.rolname, has_function_privilege(r.rolname, 'public.orphan_admin_uploads(integer)', 'execute') as may
       from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`,
    )
    expect(rows).toEqual([
      { rolname: 'anon', may: false },
      { rolname: 'authenticated', may: false },
      { rolname: 'service_role', may: true },
    ])
  })
})

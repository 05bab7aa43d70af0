import { randomUUID } from 'node:crypto'

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sweepAllOrphanResumes, sweepOrphanResumes } from '@/lib/careers/resume-sweep'
import type { Database } from '@/lib/supabase/database.types'
import type { SupabaseLocal } from '@/supabase/local/server'

import { PDF_BYTES, startPublicWritesHarness } from './harness'

let local: SupabaseLocal
let admin: SupabaseClient<Database>
let jobId: string

/** A résumé stored through the Storage API as the upload flow leaves it, then aged in place. */
async function storeResume(ageHours: number, folder = 'applications'): Promise<string> {
  const path = `${folder}/${randomUUID()}.pdf`
  const { error } = await admin.storage
    .from('resumes')
    .upload(path, PDF_BYTES, { contentType: 'application/pdf' })
  expect(error).toBeNull()
  await local.pg.query(
    `update storage.objects
     set created_at = now() - make_interval(hours => $2), updated_at = now() - make_interval(hours => $2)
     where bucket_id = 'resumes' and name = $1`,
    [path, ageHours],
  )
  return path
}

async function claim(path: string) {
  await local.pg.query(
    `insert into public.job_applications (job_id, full_name, email, resume_path)
     values ($1, 'Ada Applicant', $2, $3)`,
    [jobId, `${randomUUID()}@example.org`, path],
  )
}

/** Gone means gone from Storage: no row, and the Storage API no longer serves the bytes. */
async function stored(path: string): Promise<boolean> {
  const { rows } = await local.pg.query(
    "select 1 from storage.objects where bucket_id = 'resumes' and name = $1",
    [path],
  )
  const { data } = await admin.storage.from('resumes').download(path)
  expect(data !== null).toBe(rows.length === 1)
  return rows.length === 1
}

beforeAll(async () => {
  local = await startPublicWritesHarness()
  admin = createClient<Database>(local.url, local.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { rows } = await local.pg.query<{ id: string }>(
    "select id from public.jobs where slug = 'subject-tutor'",
  )
  jobId = rows[0]!.id
})

afterAll(async () => {
  await local?.stop()
})

describe('sweeping unclaimed résumé uploads', () => {
  it('removes old unclaimed files and keeps claimed, fresh and foreign ones', async () => {
    const oldOrphan = await storeResume(25)
    const oldClaimed = await storeResume(24 * 30)
    await claim(oldClaimed)
    const freshOrphan = await storeResume(0)
    const almostDayOld = await storeResume(23)
    const outsideUploads = await storeResume(48, 'archive')
    const replacedToday = await storeResume(48)
    await local.pg.query(
      "update storage.objects set updated_at = now() where bucket_id = 'resumes' and name = $1",
      [replacedToday],
    )

    const round = await sweepOrphanResumes(admin)

    expect(round.removed).toEqual([oldOrphan])
    expect(await stored(oldOrphan)).toBe(false)
    expect(await stored(oldClaimed)).toBe(true)
    expect(await stored(freshOrphan)).toBe(true)
    expect(await stored(almostDayOld)).toBe(true)
    expect(await stored(outsideUploads)).toBe(true)
    expect(await stored(replacedToday)).toBe(true)
    expect((await sweepOrphanResumes(admin)).removed).toEqual([])
  })

  it('takes a bounded batch, oldest first, and the by-hand run clears the rest', async () => {
    const oldest = await storeResume(72)
    const older = await storeResume(48)
    const old = await storeResume(30)

    expect((await sweepOrphanResumes(admin, 1)).removed).toEqual([oldest])
    expect((await sweepAllOrphanResumes(admin)).sort()).toEqual([older, old].sort())
    expect(await stored(older)).toBe(false)
    expect(await stored(old)).toBe(false)
  })

  it('says which step failed: listing the orphans or removing them', async () => {
    const orphan = await storeResume(30)
    const without = async (privilege: string, expected: RegExp) => {
      await local.pg.exec(`revoke ${privilege} from service_role`)
      try {
        await expect(sweepOrphanResumes(admin)).rejects.toThrow(expected)
      } finally {
        await local.pg.exec(`grant ${privilege} to service_role`)
      }
    }
    await without(
      'execute on function public.orphan_resume_paths(integer)',
      /^Could not list orphan résumés: permission denied/,
    )
    await without('delete on storage.objects', /^Could not remove orphan résumés: /)
    expect(await stored(orphan)).toBe(true)
    expect((await sweepOrphanResumes(admin)).removed).toEqual([orphan])
  })

  it('is for the service role only: visitors and members cannot list the files', async () => {
    await storeResume(30)
    const visitor = createClient<Database>(local.url, local.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { data, error } = await visitor.rpc('orphan_resume_paths', { max_paths: 10 })
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
    const { rows } = await local.pg.query<{ anon: boolean; member: boolean }>(
      `select has_function_privilege('anon', 'public.orphan_resume_paths(integer)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.orphan_resume_paths(integer)', 'execute') as member`,
    )
    expect(rows[0]).toEqual({ anon: false, member: false })
    await sweepAllOrphanResumes(admin)
  })
})

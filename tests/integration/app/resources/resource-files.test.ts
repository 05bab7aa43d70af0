import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'

import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// The seeded resources and their PDFs (supabase/seeds/45_resource_files.sql and
// supabase/storage-seed/resource-files): signed URLs for the private bucket are issued only to
// callers who may read the resource row, so members-only files need an active membership.
const harness = suiteHarness(() => startHarness())
const PUBLIC_FILE = 'exam-revision-checklist.pdf'
const MEMBERS_FILE = 'lab-report-template.pdf'

let student: SupabaseClient
let member: SupabaseClient

async function signedIn(email: string, password: string) {
  const client = harness.client()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

beforeAll(async () => {
  student = await signedIn('student@scholarlysupport.co', 'StudentPass123')
  member = await signedIn('member@scholarlysupport.co', 'MemberPass123')
})

const sign = (client: SupabaseClient, file: string) =>
  client.storage.from('resource-files').createSignedUrl(file, 60)

describe('resource file signed URLs', () => {
  it('are issued to anyone for a public resource, and the URL serves the PDF', async () => {
    for (const client of [harness.anon, student, member]) {
      const { data, error } = await sign(client, PUBLIC_FILE)
      expect(error).toBeNull()
      const response = await fetch(data!.signedUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/pdf')
      expect((await response.text()).startsWith('%PDF')).toBe(true)
    }
  })

  it('are issued for a members-only file only to a member with an active membership', async () => {
    expect((await sign(harness.anon, MEMBERS_FILE)).error).not.toBeNull()
    expect((await sign(student, MEMBERS_FILE)).error).not.toBeNull()
    const { data, error } = await sign(member, MEMBERS_FILE)
    expect(error).toBeNull()
    expect((await fetch(data!.signedUrl)).status).toBe(200)
  })

  it('are scoped to one file: a token cannot be reused for another path', async () => {
    const { data } = await sign(harness.anon, PUBLIC_FILE)
    const forged = data!.signedUrl.replace(PUBLIC_FILE, MEMBERS_FILE)
    expect((await fetch(forged)).status).toBeGreaterThanOrEqual(400)
  })

  it('never allow plain downloads or listing of the private bucket to visitors', async () => {
    const download = await harness.anon.storage.from('resource-files').download(MEMBERS_FILE)
    expect(download.error).not.toBeNull()
    const { data } = await harness.anon.storage.from('resource-files').list()
    expect((data ?? []).map((object) => object.name)).not.toContain(MEMBERS_FILE)
  })

  it('every seeded file resource has its PDF in storage', async () => {
    const { rows } = await harness.local.pg.query<{ file_path: string }>(
      `select r.file_path from public.resources r
       left join storage.objects o on o.bucket_id = 'resource-files' and o.name = r.file_path
       where r.file_path is not null and o.id is null`,
    )
    expect(rows).toEqual([])
  })
})

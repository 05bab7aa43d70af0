import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import {
  pdfBytes,
  pngBytes,
  startStorageHarness,
  users,
  type Who,
} from '../../supabase-local/storage/harness.ts'

// Who may do what in which bucket, as the storage.objects policies in
// supabase/migrations/20261121000800_storage.sql and 20261125000400_hardening.sql decide. "user"
// owns the avatar folder under test (avatars/<user id>/...), "other" is a second signed-in user
// acting on that same folder. Avatars are public (by URL and by path, as for any public bucket)
// but only their owner and admins can list them (listing would leak user ids).
const matrix = `
  bucket         operation   anon  user  other  admin  service
  avatars        upload      no    yes   no     yes    yes
  avatars        download    yes   yes   yes    yes    yes
  avatars        public-url  yes   yes   yes    yes    yes
  avatars        list        no    yes   no     yes    yes
  avatars        update      no    yes   no     yes    yes
  avatars        move        no    yes   no     yes    yes
  avatars        remove      no    yes   no     yes    yes
  media          upload      no    no    no     yes    yes
  media          download    yes   yes   yes    yes    yes
  media          list        yes   yes   yes    yes    yes
  media          update      no    no    no     yes    yes
  media          move        no    no    no     yes    yes
  media          remove      no    no    no     yes    yes
  resources      upload      no    no    no     yes    yes
  resources      download    yes   yes   yes    yes    yes
  resources      list        yes   yes   yes    yes    yes
  resources      update      no    no    no     yes    yes
  resources      move        no    no    no     yes    yes
  resources      remove      no    no    no     yes    yes
  resumes        upload      no    no    no     yes    yes
  resumes        download    no    no    no     yes    yes
  resumes        list        no    no    no     yes    yes
  resumes        update      no    no    no     yes    yes
  resumes        move        no    no    no     yes    yes
  resumes        remove      no    no    no     yes    yes
  lead-magnets   upload      no    no    no     yes    yes
  lead-magnets   download    no    no    no     yes    yes
  lead-magnets   list        no    no    no     yes    yes
  lead-magnets   update      no    no    no     yes    yes
  lead-magnets   move        no    no    no     yes    yes
  lead-magnets   remove      no    no    no     yes    yes
`

const roles: { column: string; who: Who }[] = [
  { column: 'anon', who: 'anon' },
  { column: 'user', who: 'alice' },
  { column: 'other', who: 'bob' },
  { column: 'admin', who: 'admin' },
  { column: 'service', who: 'service' },
]

const cases = matrix
  .trim()
  .split('\n')
  .slice(1)
  .flatMap((line) => {
    const [bucket = '', operation = '', ...cells] = line.trim().split(/\s+/)
    return roles.map(({ column, who }, i) => ({
      bucket,
      operation,
      column,
      who,
      allowed: cells[i] === 'yes',
    }))
  })

const h = suiteHarness(startStorageHarness)

let counter = 0
// A fresh object for every case, uploaded by the service role, in the folder the case targets.
async function seed(bucket: string) {
  const n = ++counter
  const folder = bucket === 'avatars' ? users.alice : 'matrix'
  const extension = bucket === 'resumes' || bucket === 'lead-magnets' ? 'pdf' : 'png'
  const file = (name: string) => `${folder}/${name}-${n}.${extension}`
  const body = extension === 'pdf' ? pdfBytes() : pngBytes()
  const contentType = extension === 'pdf' ? 'application/pdf' : 'image/png'
  const path = file('seeded')
  const seeded = await h.client('service').storage.from(bucket).upload(path, body, { contentType })
  expect(seeded.error).toBeNull()
  return { folder, path, fresh: file('fresh'), moved: file('moved'), body, contentType }
}

async function exists(bucket: string, path: string) {
  const { data } = await h.client('service').storage.from(bucket).exists(path)
  return data
}

type Outcome = { allowed: boolean; unchanged?: () => Promise<boolean> }

async function attempt(
  client: SupabaseClient,
  bucket: string,
  operation: string,
): Promise<Outcome> {
  const files = client.storage.from(bucket)
  const s = await seed(bucket)
  const denied = (error: { statusCode?: string } | null) => {
    if (error) expect(['403', '404']).toContain(error.statusCode)
    return !error
  }
  switch (operation) {
    case 'upload': {
      const { error } = await files.upload(s.fresh, s.body, { contentType: s.contentType })
      return { allowed: denied(error), unchanged: async () => !(await exists(bucket, s.fresh)) }
    }
    case 'download': {
      const { data, error } = await files.download(s.path)
      if (data) expect(new Uint8Array(await data.arrayBuffer())).toEqual(s.body)
      return { allowed: denied(error) }
    }
    case 'public-url': {
      const response = await fetch(files.getPublicUrl(s.path).data.publicUrl)
      if (response.ok) expect(new Uint8Array(await response.arrayBuffer())).toEqual(s.body)
      return { allowed: response.ok }
    }
    case 'list': {
      const { data, error } = await files.list(s.folder, { search: 'seeded' })
      expect(error).toBeNull()
      return { allowed: (data ?? []).some((entry) => s.path.endsWith(entry.name)) }
    }
    case 'update': {
      const { error } = await files.update(s.path, new Uint8Array(32), {
        contentType: s.contentType,
      })
      const original = async () => {
        const { data } = await h.client('service').storage.from(bucket).download(s.path)
        return data !== null && data.size === s.body.length
      }
      return { allowed: denied(error), unchanged: original }
    }
    case 'move': {
      const { error } = await files.move(s.path, s.moved)
      const stayed = async () => (await exists(bucket, s.path)) && !(await exists(bucket, s.moved))
      if (!error) expect(await exists(bucket, s.moved)).toBe(true)
      return { allowed: denied(error), unchanged: stayed }
    }
    case 'remove': {
      const { data, error } = await files.remove([s.path])
      expect(error).toBeNull()
      return { allowed: (data ?? []).length === 1, unchanged: () => exists(bucket, s.path) }
    }
  }
  throw new Error(`unknown operation ${operation}`)
}

describe('storage RLS matrix', () => {
  test.each(cases)(
    '$bucket $operation as $column: allowed=$allowed',
    async ({ bucket, operation, who, allowed }) => {
      const outcome = await attempt(h.client(who), bucket, operation)
      expect(outcome.allowed).toBe(allowed)
      if (!allowed && outcome.unchanged) expect(await outcome.unchanged()).toBe(true)
    },
  )
})

import { readFile } from 'node:fs/promises'

import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server'
import { seedStorage, storageSeedDir } from '@/supabase/local/storage-seed'

describe('storage seed', () => {
  let local: SupabaseLocal

  beforeAll(async () => {
    local = await startSupabaseLocal({ memory: true, port: 0, realtime: false })
  })

  afterAll(async () => {
    await local.stop()
  })

  it('puts the Study Success Guide where the seeded lead magnet points', async () => {
    const admin = createClient(local.url, local.serviceRoleKey, { auth: { persistSession: false } })
    const { data: magnet } = await admin
      .from('lead_magnets')
      .select('file_path')
      .eq('slug', 'study-success-guide')
      .single()
    expect(magnet?.file_path).toBe('study-success-guide.pdf')

    const { data: file, error } = await admin.storage
      .from('lead-magnets')
      .download('study-success-guide.pdf')
    expect(error).toBeNull()
    const expected = await readFile(`${storageSeedDir}/lead-magnets/study-success-guide.pdf`)
    expect(Buffer.from(await file!.arrayBuffer()).equals(expected)).toBe(true)
    expect(expected.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('keeps the lead magnet private to anonymous visitors', async () => {
    const anon = createClient(local.url, local.anonKey, { auth: { persistSession: false } })
    const { error } = await anon.storage.from('lead-magnets').download('study-success-guide.pdf')
    expect(error).not.toBeNull()
  })

  it('skips files that are already there', async () => {
    await expect(seedStorage(local.url, local.serviceRoleKey)).resolves.toBeUndefined()
  })
})

import { beforeAll, describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pngBytes, startStorageHarness } from './harness.ts'

const h = suiteHarness(startStorageHarness)
const names = ['v2/c.png', 'v2/a.png', 'v2/b.png', 'v2/sub/d.png', 'v2/sub/deeper/e.png']

beforeAll(async () => {
  const media = h.client('service').storage.from('media')
  for (const [i, name] of names.entries()) {
    const { error } = await media.upload(name, pngBytes(20 + i), { contentType: 'image/png' })
    expect(error).toBeNull()
  }
})

const media = () => h.client('anon').storage.from('media')

describe('POST /object/list-v2', () => {
  test('full keys under a prefix; with_delimiter folds deeper keys into folders', async () => {
    const flat = await media().listV2({ prefix: 'v2/' })
    expect(flat.error).toBeNull()
    expect(flat.data?.hasNext).toBe(false)
    expect(flat.data?.folders).toEqual([])
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      'v2/a.png',
      'v2/b.png',
      'v2/c.png',
      'v2/sub/d.png',
      'v2/sub/deeper/e.png',
    ])
    expect(flat.data?.objects[0]).toMatchObject({
      key: 'v2/a.png',
      id: expect.any(String),
      metadata: expect.objectContaining({ mimetype: 'image/png', size: 20 + 1 }),
    })
    const folded = await media().listV2({ prefix: 'v2/', with_delimiter: true })
    expect(folded.data?.folders).toEqual([{ key: 'v2/sub', name: 'v2/sub/' }])
    expect(folded.data?.objects.map((o) => o.name)).toEqual(['v2/a.png', 'v2/b.png', 'v2/c.png'])
  })

  test('pages follow nextCursor in the requested order', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const { data, error } = await media().listV2({
        prefix: 'v2/',
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'created_at', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      })
      expect(error).toBeNull()
      seen.push(
        ...(data?.folders.map((f) => f.name) ?? []),
        ...(data?.objects.map((o) => o.name) ?? []),
      )
      cursor = data?.hasNext ? data.nextCursor : undefined
      pages++
    } while (cursor)
    expect(pages).toBe(2)
    expect(seen).toEqual(['v2/sub/', 'v2/b.png', 'v2/a.png', 'v2/c.png'])
  })
})

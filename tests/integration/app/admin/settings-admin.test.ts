import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { updateSettingAction } from '@/lib/actions/admin/settings/update-setting'

import { invalidatedTags } from '../../../support/next-cache'
import { REFUSAL, startAdminHarness } from './admin-actions-harness'

// Supabase is the real local server; only the Next request and its cache are stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))

let harness: Awaited<ReturnType<typeof startAdminHarness>>
let saveSetting: typeof updateSettingAction

beforeAll(async () => {
  harness = await startAdminHarness()
  saveSetting = (await import('@/lib/actions/admin/settings/update-setting')).updateSettingAction
})

afterAll(async () => {
  vi.restoreAllMocks()
  await harness?.stop()
})

beforeEach(async () => {
  await harness.local.pg.exec(`
    update public.settings set value = '"#007bff"' where key = 'primary_color';
    update public.settings set value = '"Inter"' where key = 'font_family';
  `)
})

async function stored(key: string) {
  const { rows } = await harness.local.pg.query<{ value: string; updated_at: Date }>(
    'select value, updated_at from public.settings where key = $1',
    [key],
  )
  return rows[0]
}

describe('the settings form’s save (updateSettingAction)', () => {
  it.each(['anon', 'user'] as const)(
    'is refused for %s: nothing stored, nothing invalidated',
    async (caller) => {
      await harness.actAs(caller)
      const result = await saveSetting({ key: 'primary_color', value: '#0d9488' })
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining(REFUSAL[caller]) })
      expect((await stored('primary_color'))?.value).toBe('"#007bff"')
      expect(invalidatedTags).toEqual([])
    },
  )

  it('saves for an admin, writes an audit row with the admin as actor and drops the cache', async () => {
    await harness.actAs('admin')
    const { rows: before } = await harness.local.pg.query<{ n: number }>(
      `select count(*)::int as n from public.audit_log where table_name = 'settings'`,
    )
    expect(await saveSetting({ key: 'primary_color', value: '#0d9488' })).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await saveSetting({ key: 'font_family', value: 'Merriweather' })).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await stored('primary_color'))?.value).toBe('"#0d9488"')
    expect((await stored('font_family'))?.value).toBe('"Merriweather"')
    expect(invalidatedTags).toEqual(['settings', 'settings'])
    const { rows } = await harness.local.pg.query<{ actor_id: string; action: string }>(
      `select actor_id, action from public.audit_log where table_name = 'settings'
       order by id offset $1`,
      [before[0]?.n ?? 0],
    )
    const admin = await harness.adminId()
    expect(rows).toEqual([
      { actor_id: admin, action: 'UPDATE' },
      { actor_id: admin, action: 'UPDATE' },
    ])
  })

  it('refuses a colour whose primary buttons cannot reach AA, saying why', async () => {
    await harness.actAs('admin')
    const result = await saveSetting({ key: 'primary_color', value: '#ffcc00' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { value: [expect.stringMatching(/4\.5:1 WCAG AA/)] },
    })
    expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    expect(invalidatedTags).toEqual([])
  })

  it.each([
    ['a colour that is not #rrggbb', 'primary_color', 'blue'],
    ['a font the site does not host', 'font_family', 'Comic Sans MS'],
    ['a non-text colour', 'primary_color', 42],
  ])('refuses %s with a field error', async (_what, key, value) => {
    await harness.actAs('admin')
    const result = await saveSetting({ key, value })
    expect(result).toMatchObject({ ok: false, fieldErrors: { value: [expect.any(String)] } })
    expect(invalidatedTags).toEqual([])
  })

  it('sends the spec’s call: PATCH settings?key=eq.<key> with value as JSON text and updated_at', async () => {
    await harness.actAs('admin')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const startedAt = Date.now()
    let calls: Parameters<typeof fetch>[] = []
    try {
      expect((await saveSetting({ key: 'font_family', value: 'Lato' })).ok).toBe(true)
    } finally {
      // Restoring the spy forgets its calls, so they are kept first.
      calls = [...fetchSpy.mock.calls]
      fetchSpy.mockRestore()
    }
    const patches = calls.filter(([, init]) => init?.method === 'PATCH')
    expect(patches).toHaveLength(1)
    const [input, init] = patches[0] ?? []
    const url = new URL(String(input))
    expect(url.pathname).toBe('/rest/v1/settings')
    expect(url.searchParams.get('key')).toBe('eq.font_family')
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['updated_at', 'value'])
    expect(body.value).toBe('"Lato"')
    expect(typeof body.updated_at).toBe('string')
    expect(new Date(String(body.updated_at)).toISOString()).toBe(body.updated_at)
    expect(Date.parse(String(body.updated_at))).toBeGreaterThanOrEqual(startedAt - 1000)
  })
})

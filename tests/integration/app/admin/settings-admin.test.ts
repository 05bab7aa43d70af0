import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { updateSettingAction } from '@/lib/actions/admin/settings/update-setting'

import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let saveSetting: typeof updateSettingAction

beforeAll(async () => {
  saveSetting = (await import('@/lib/actions/admin/settings/update-setting')).updateSettingAction
})

afterAll(() => {
  vi.restoreAllMocks()
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
  itRefusesNonAdmins('is refused for %s: nothing stored, nothing invalidated', {
    calls: () => [saveSetting({ key: 'primary_color', value: '#0d9488' })],
    unchanged: async () => {
      expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    },
  })

  it('opens the form with the stored values, read uncached with the admin’s session', async () => {
    const { getSettingsForAdmin } = await import('@/lib/data/admin/settings')
    await actAs('admin')
    expect(await saveSetting({ key: 'primary_color', value: '#0d9488' })).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await getSettingsForAdmin()).toEqual({ primary_color: '#0d9488', font_family: 'Inter' })
  })

  it('saves for an admin, writes an audit row with the admin as actor and drops the cache', async () => {
    await actAs('admin')
    const before = (await harness.auditOf('settings')).length
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
    expectInvalidated('settings', 'settings')
    expect((await harness.auditOf('settings')).slice(before)).toEqual([
      { actor_id: ADMIN_ID, action: 'UPDATE' },
      { actor_id: ADMIN_ID, action: 'UPDATE' },
    ])
  })

  it('refuses a colour whose primary buttons cannot reach AA, saying why', async () => {
    await actAs('admin')
    const result = await saveSetting({ key: 'primary_color', value: '#ffcc00' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { value: [expect.stringMatching(/4\.5:1 WCAG AA/)] },
    })
    expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    expectInvalidated()
  })

  it.each([
    ['a colour that is not #rrggbb', 'primary_color', 'blue'],
    ['a font the site does not host', 'font_family', 'Comic Sans MS'],
    ['a non-text colour', 'primary_color', 42],
  ])('refuses %s with a field error', async (_what, key, value) => {
    await actAs('admin')
    const result = await saveSetting({ key, value })
    expect(result).toMatchObject({ ok: false, fieldErrors: { value: [expect.any(String)] } })
    expectInvalidated()
  })

  it('sends the spec’s call: PATCH settings?key=eq.<key> with value as JSON text and updated_at', async () => {
    await actAs('admin')
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

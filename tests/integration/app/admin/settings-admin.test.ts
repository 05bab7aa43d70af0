import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { saveSiteSettingsAction } from '@/lib/actions/admin/settings/save-settings'
import type { getSettingsForAdmin } from '@/lib/data/admin/settings'

import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let save: typeof saveSiteSettingsAction
let opened: typeof getSettingsForAdmin

beforeAll(async () => {
  save = (await import('@/lib/actions/admin/settings/save-settings')).saveSiteSettingsAction
  opened = (await import('@/lib/data/admin/settings')).getSettingsForAdmin
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

/** The form as an admin opens it: the stored values and the version they were read at. */
async function openForm() {
  await actAs('admin')
  return opened()
}

describe('the settings form’s save (saveSiteSettingsAction)', () => {
  itRefusesNonAdmins('is refused for %s: nothing stored, nothing invalidated', {
    arrange: async () => (await openForm()).version,
    calls: (version) => [save({ primary_color: '#0d9488', font_family: 'Lato', version })],
    unchanged: async () => {
      expect((await stored('primary_color'))?.value).toBe('"#007bff"')
      expect((await stored('font_family'))?.value).toBe('"Inter"')
    },
  })

  it('opens the form with the stored values and their version, read uncached', async () => {
    const { version } = await openForm()
    const result = await save({ primary_color: '#0d9488', font_family: 'Inter', version })
    expect(result.ok).toBe(true)
    const now = await opened()
    expect(now.values).toEqual({ primary_color: '#0d9488', font_family: 'Inter' })
    expect(now.version).not.toBe(version)
    expect(result).toEqual({ ok: true, data: { version: now.version } })
  })

  it('saves both settings for an admin, audits each row and drops the cache once', async () => {
    const { version } = await openForm()
    const before = (await harness.auditOf('settings')).length
    const result = await save({ primary_color: '#0d9488', font_family: 'Merriweather', version })
    expect(result.ok).toBe(true)
    expect((await stored('primary_color'))?.value).toBe('"#0d9488"')
    expect((await stored('font_family'))?.value).toBe('"Merriweather"')
    expectInvalidated('settings')
    expect((await harness.auditOf('settings')).slice(before)).toEqual([
      { actor_id: ADMIN_ID, action: 'UPDATE' },
      { actor_id: ADMIN_ID, action: 'UPDATE' },
    ])
  })

  it('writes only what changed, and nothing at all when nothing did', async () => {
    const { version } = await openForm()
    const fontBefore = await stored('font_family')
    expect((await save({ primary_color: '#0d9488', font_family: 'Inter', version })).ok).toBe(true)
    expect(await stored('font_family')).toEqual(fontBefore)

    const again = await opened()
    const before = (await harness.auditOf('settings')).length
    await actAs('admin')
    expect(await save({ ...again.values, version: again.version })).toEqual({
      ok: true,
      data: { version: again.version },
    })
    expect((await harness.auditOf('settings')).length).toBe(before)
    expectInvalidated()
  })

  it('saves again from the version the last save returned', async () => {
    const { version } = await openForm()
    const first = await save({ primary_color: '#0d9488', font_family: 'Inter', version })
    if (!first.ok) throw new Error(first.error)
    const second = await save({
      primary_color: '#0d9488',
      font_family: 'Lato',
      version: first.data.version,
    })
    expect(second.ok).toBe(true)
    expect((await stored('font_family'))?.value).toBe('"Lato"')
  })

  it('a stale tab saving one setting gets the other tab’s change as a conflict, and keeps it', async () => {
    const stale = await openForm()
    const fresh = await opened()
    const first = await save({
      primary_color: '#0d9488',
      font_family: 'Inter',
      version: fresh.version,
    })
    expect(first.ok).toBe(true)
    const fontBefore = await stored('font_family')

    await actAs('admin')
    const result = await save({
      primary_color: '#007bff',
      font_family: 'Lato',
      version: stale.version,
    })
    expect(result).toMatchObject({
      ok: false,
      error: 'This was changed by Site Admin while you were editing it.',
      conflict: {
        changedBy: 'Site Admin',
        current: { primary_color: '#0d9488', font_family: 'Inter' },
      },
    })
    if (result.ok || !result.conflict) throw new Error('expected a conflict')
    const colourChangedAt = (await stored('primary_color'))?.updated_at
    expect(new Date(result.conflict.changedAt)).toEqual(colourChangedAt)
    expect((await stored('primary_color'))?.value).toBe('"#0d9488"')
    expect(await stored('font_family')).toEqual(fontBefore)
    expectInvalidated()

    // "Keep mine" saves over their version, which the conflict names.
    expect(result.conflict.version).toBe((await opened()).version)
    await actAs('admin')
    const kept = await save({
      primary_color: '#007bff',
      font_family: 'Lato',
      version: result.conflict.version ?? '',
    })
    expect(kept.ok).toBe(true)
    expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    expect((await stored('font_family'))?.value).toBe('"Lato"')
  })

  it('a change landing between the check and the writes comes back as a conflict', async () => {
    // Saving the colour changes the font in the same transaction, so the font's PATCH, which
    // names the version the check read, finds its row moved on.
    await harness.local.pg.exec(`
      create function public.test_change_font() returns trigger language plpgsql as $$
      begin
        update public.settings set value = '"Poppins"' where key = 'font_family';
        return null;
      end $$;
      create trigger test_change_font after update on public.settings
        for each row when (new.key = 'primary_color') execute function public.test_change_font();
    `)
    try {
      const { version } = await openForm()
      const result = await save({ primary_color: '#0d9488', font_family: 'Lato', version })
      expect(result).toMatchObject({
        ok: false,
        conflict: { current: { primary_color: '#0d9488', font_family: 'Poppins' } },
      })
      expect((await stored('font_family'))?.value).toBe('"Poppins"')
      expectInvalidated('settings')
    } finally {
      await harness.local.pg.exec(`
        drop trigger test_change_font on public.settings;
        drop function public.test_change_font();
      `)
    }
  })

  it('refuses a version the rows never had', async () => {
    await openForm()
    const result = await save({ primary_color: '#0d9488', font_family: 'Lato', version: 'made up' })
    expect(result).toMatchObject({ ok: false, conflict: { current: { font_family: 'Inter' } } })
    expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    expectInvalidated()
  })

  it('says a setting was not saved when its row has gone', async () => {
    await harness.local.pg.exec(`delete from public.settings where key = 'font_family'`)
    try {
      const { values, version } = await openForm()
      expect(values.font_family).toBe('Inter')
      const result = await save({ primary_color: '#007bff', font_family: 'Lato', version })
      expect(result).toEqual({
        ok: false,
        error:
          'The setting "font_family" was not saved: it does not exist or you are not allowed to change it.',
      })
      expectInvalidated()
    } finally {
      await harness.local.pg.exec(
        `insert into public.settings (key, value) values ('font_family', '"Inter"')`,
      )
    }
  })

  it('refuses a colour whose primary buttons cannot reach AA, saying why', async () => {
    const { version } = await openForm()
    const result = await save({ primary_color: '#ffcc00', font_family: 'Inter', version })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { primary_color: [expect.stringMatching(/4\.5:1 WCAG AA/)] },
    })
    expect((await stored('primary_color'))?.value).toBe('"#007bff"')
    expectInvalidated()
  })

  it.each([
    ['a colour that is not #rrggbb', { primary_color: 'blue' }, 'primary_color'],
    ['a font the site does not host', { font_family: 'Comic Sans MS' }, 'font_family'],
    ['a non-text colour', { primary_color: 42 }, 'primary_color'],
    ['a missing version', { version: undefined }, 'version'],
  ])('refuses %s with a field error', async (_what, change, field) => {
    const { values, version } = await openForm()
    const result = await save({ ...values, version, ...change })
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [expect.any(String)] } })
    expectInvalidated()
  })

  it('sends the spec’s call: PATCH settings?key=eq.<key> with value as JSON text and updated_at', async () => {
    const { version } = await openForm()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const startedAt = Date.now()
    let calls: Parameters<typeof fetch>[] = []
    try {
      expect((await save({ primary_color: '#007bff', font_family: 'Lato', version })).ok).toBe(true)
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

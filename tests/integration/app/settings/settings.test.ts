import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { patchSetting as updateSetting } from '@/lib/actions/admin/settings/patch-setting'
import { loadSettings } from '@/lib/settings/load-settings'
import { DEFAULT_SETTINGS } from '@/lib/settings/settings'
import { createSettingsStore, type SettingsStore } from '@/lib/settings/settings-store'
import type { Database } from '@/lib/supabase/database.types'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

type Client = SupabaseClient<Database>

const noSession = { auth: { persistSession: false, autoRefreshToken: false } }

let local: SupabaseLocal
let anon: Client
let admin: Client
let member: Client
const clients: Client[] = []

async function signedIn(email: string, password: string): Promise<Client> {
  const client = createClient<Database>(local.url, local.anonKey, noSession)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  clients.push(client)
  return client
}

/** A client whose API key the gateway rejects (401), so every read fails at once. */
function refusedClient(): Client {
  const client = createClient<Database>(local.url, 'not-a-valid-api-key', noSession)
  clients.push(client)
  return client
}

async function storedRow(key: string) {
  const { rows } = await local.pg.query<{ value: string; updated_at: Date }>(
    'select value, updated_at from public.settings where key = $1',
    [key],
  )
  return rows[0]
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

beforeAll(async () => {
  local = await startSupabaseLocal({ memory: true, port: 0 })
  anon = createClient<Database>(local.url, local.anonKey, noSession)
  clients.push(anon)
  // Seeded accounts: the admin has the 'admin' role, the student the default 'user'.
  admin = await signedIn('admin@scholarlysupport.co', 'AdminPass123')
  member = await signedIn('student@scholarlysupport.co', 'StudentPass123')
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()))
  await local?.stop()
})

beforeEach(async () => {
  await local.pg.exec(`
    delete from public.settings where key not in ('primary_color', 'font_family');
    update public.settings set value = '"#007bff"' where key = 'primary_color';
    update public.settings set value = '"Inter"' where key = 'font_family';
  `)
})

describe('loadSettings', () => {
  it('reads the seeded rows as anon', async () => {
    await expect(loadSettings(anon)).resolves.toEqual({
      primary_color: '#007bff',
      font_family: 'Inter',
    })
  })

  it('parses JSON text, keeps plain text and carries extra keys', async () => {
    await local.pg.exec(`
      update public.settings set value = '#e11d48' where key = 'primary_color';
      update public.settings set value = '"Merriweather"' where key = 'font_family';
      insert into public.settings (key, value) values ('footer_note', '{"show":true}');
    `)
    await expect(loadSettings(anon)).resolves.toEqual({
      primary_color: '#e11d48',
      font_family: 'Merriweather',
      footer_note: { show: true },
    })
  })

  it('throws the server’s message when it refuses the request', async () => {
    await expect(loadSettings(refusedClient())).rejects.toThrow(/^Invalid API key/)
  })
})

describe('updateSetting', () => {
  it('stores the JSON-encoded value and a fresh updated_at for an admin', async () => {
    const before = Date.now()
    const result = await updateSetting(admin, 'primary_color', '#22c55e')
    const row = await storedRow('primary_color')
    expect(row?.value).toBe('"#22c55e"')
    expect(row?.updated_at.getTime()).toBeGreaterThanOrEqual(before - 1_000)
    expect(result).toEqual({ success: true, updatedAt: expect.any(String) })
    if (result.success) expect(new Date(result.updatedAt)).toEqual(row?.updated_at)
    await expect(loadSettings(anon)).resolves.toMatchObject({ primary_color: '#22c55e' })
  })

  it.each([
    ['anon', () => anon],
    ['a signed-in user', () => member],
  ])('fails for %s and leaves the row as it was', async (_who, client) => {
    const result = await updateSetting(client(), 'primary_color', '#000000')
    expect(result.success).toBe(false)
    if (!result.success) expect(result.error.message).toMatch(/not allowed/)
    expect((await storedRow('primary_color'))?.value).toBe('"#007bff"')
  })

  it('with a version, writes only a row still at that version', async () => {
    const first = await updateSetting(admin, 'font_family', 'Lato')
    if (!first.success) throw first.error
    const second = await updateSetting(admin, 'font_family', 'Poppins', first.updatedAt)
    expect(second.success).toBe(true)

    const stale = await updateSetting(admin, 'font_family', 'Merriweather', first.updatedAt)
    expect(stale.success).toBe(false)
    if (!stale.success) expect(stale.error.message).toMatch(/has changed since/)
    expect((await storedRow('font_family'))?.value).toBe('"Poppins"')
  })

  it('fails for a key that does not exist', async () => {
    const result = await updateSetting(admin, 'no_such_setting', 'x')
    expect(result.success).toBe(false)
    expect(await storedRow('no_such_setting')).toBeUndefined()
  })
})

describe('the browser settings store', () => {
  const stores: (() => void)[] = []
  afterAll(() => stores.forEach((stop) => stop()))

  const startStore = (store: SettingsStore) => {
    stores.push(store.start())
    return store
  }

  it('stays loading until the first load ends, and keeps the defaults when it fails', async () => {
    const refused = refusedClient()
    const store = createSettingsStore(DEFAULT_SETTINGS, async () => refused)
    expect(store.getSnapshot().loading).toBe(true)
    startStore(store)
    expect(store.getSnapshot().loading).toBe(true)
    await until(() => !store.getSnapshot().loading, 5_000)
    expect(store.getSnapshot().settings).toEqual(DEFAULT_SETTINGS)
  })

  it('ends loading when even the client cannot be created', async () => {
    const store = createSettingsStore(DEFAULT_SETTINGS, () => Promise.reject(new Error('offline')))
    startStore(store)
    await until(() => !store.getSnapshot().loading, 2_000)
    expect(store.getSnapshot().settings).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps the newest load when an older one answers last', async () => {
    let releaseOlder: (() => void) | undefined
    // Fetches at once, so the older load reads the first colour, but answers only when released.
    const heldFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      await new Promise<void>((resolve) => (releaseOlder = resolve))
      return response
    }
    const held = createClient<Database>(local.url, local.anonKey, {
      ...noSession,
      global: { fetch: heldFetch },
    })
    const queue = [held, anon]
    const store = createSettingsStore(DEFAULT_SETTINGS, async () => queue.shift() ?? anon)
    await local.pg.exec(
      `update public.settings set value = '"#111111"' where key = 'primary_color'`,
    )
    const older = store.reload()
    await until(() => releaseOlder !== undefined, 5_000)
    await local.pg.exec(
      `update public.settings set value = '"#222222"' where key = 'primary_color'`,
    )
    await store.reload()
    expect(store.getSnapshot().settings.primary_color).toBe('#222222')
    releaseOlder?.()
    await older
    expect(store.getSnapshot().settings.primary_color).toBe('#222222')
  })

  it('opens no realtime channel once stopped, and closes the one it opened on stop', async () => {
    const early = createClient<Database>(local.url, local.anonKey, noSession)
    const stoppedAtOnce = createSettingsStore(DEFAULT_SETTINGS, async () => early)
    stoppedAtOnce.start()()
    await until(() => !stoppedAtOnce.getSnapshot().loading, 5_000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(early.getChannels()).toEqual([])

    const late = createClient<Database>(local.url, local.anonKey, noSession)
    clients.push(late)
    const stop = createSettingsStore(DEFAULT_SETTINGS, async () => late).start()
    await until(() => late.getChannels().length === 1, 5_000)
    expect(late.getChannels()[0]?.topic).toBe('realtime:settings-changes')
    stop()
    await until(() => late.getChannels().length === 0, 5_000)
  })

  it('loads once at start and reloads within 2 s of a change made elsewhere', async () => {
    await local.pg.exec(`update public.settings set value = '"Lato"' where key = 'font_family'`)
    const store = startStore(createSettingsStore(DEFAULT_SETTINGS, async () => anon))
    expect(store.getSnapshot().settings.font_family).toBe('Inter')
    await until(() => !store.getSnapshot().loading, 5_000)
    expect(store.getSnapshot().settings.font_family).toBe('Lato')
    // The realtime join completes shortly after the first load.
    await new Promise((resolve) => setTimeout(resolve, 500))

    const changed = Date.now()
    expect(await updateSetting(admin, 'primary_color', '#a855f7')).toMatchObject({ success: true })
    await until(() => store.getSnapshot().settings.primary_color === '#a855f7', 2_000)
    expect(Date.now() - changed).toBeLessThan(2_000)
  })
})

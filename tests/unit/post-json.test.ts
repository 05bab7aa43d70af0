import { afterEach, describe, expect, it, vi } from 'vitest'

import { NETWORK_ERROR, postJson } from '@/lib/http/post-json'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postJson', () => {
  it('posts the body as JSON and returns the action result, whatever the status', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ ok: false, error: 'Too many requests' }, { status: 429 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await postJson('/api/x', { a: 1 })).toStrictEqual({
      ok: false,
      error: 'Too many requests',
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/x')
    expect(init).toStrictEqual({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    })
  })

  it('says which status came back when the answer is not an action result', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }))
    expect(await postJson('/api/x', {})).toStrictEqual({
      ok: false,
      error: 'Something went wrong (502). Please try again.',
    })
    vi.stubGlobal('fetch', async () => Response.json({ data: 1 }, { status: 200 }))
    expect(await postJson('/api/x', {})).toStrictEqual({
      ok: false,
      error: 'Something went wrong (200). Please try again.',
    })
    vi.stubGlobal('fetch', async () => Response.json('ok', { status: 200 }))
    expect(await postJson('/api/x', {})).toStrictEqual({
      ok: false,
      error: 'Something went wrong (200). Please try again.',
    })
  })

  it('reports a network failure in plain words', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    expect(await postJson('/api/x', {})).toStrictEqual({ ok: false, error: NETWORK_ERROR })
    expect(NETWORK_ERROR).toBe(
      'We could not reach the server. Check your connection and try again.',
    )
  })
})

import { describe, expect, it } from 'vitest'

import {
  SERVICE_UNAVAILABLE,
  TOO_LARGE,
  badBody,
  readJsonBody,
  respond,
} from '@/lib/http/json-route'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api', { method: 'POST', body, headers })

/** A body streamed in chunks, with no content-length to go by. */
const streamed = (...chunks: string[]) =>
  new Request('http://localhost/api', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)

describe('respond', () => {
  it('answers with the result as JSON, never cached', async () => {
    const response = respond({ status: 201, result: { ok: true, data: 1 } })
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toStrictEqual({ ok: true, data: 1 })
  })

  it('adds Retry-After when the caller must wait', () => {
    const response = respond({
      status: 429,
      result: { ok: false, error: 'Slow down' },
      retryAfterSeconds: 30,
    })
    expect(response.headers.get('retry-after')).toBe('30')
  })

  it('answers a bad body with 400 and a default message', async () => {
    const response = badBody()
    expect(response.status).toBe(400)
    expect(await response.json()).toStrictEqual({ ok: false, error: 'Invalid request body' })
    expect(await badBody('Missing email').json()).toStrictEqual({
      ok: false,
      error: 'Missing email',
    })
  })

  it('words the outage message for people', () => {
    expect(SERVICE_UNAVAILABLE).toBe(
      'Something went wrong on our side. Please try again in a minute.',
    )
  })
})

describe('readJsonBody', () => {
  it('parses a body within the limit', async () => {
    expect(await readJsonBody(post('{"a":"é"}'), 9)).toStrictEqual({ a: 'é' })
    expect(await readJsonBody(streamed('{"a":', '[1,2]}'), 11)).toStrictEqual({ a: [1, 2] })
  })

  it('refuses a body over the limit, declared or streamed', async () => {
    expect(await readJsonBody(post('{}', { 'content-length': '41' }), 10)).toBe(TOO_LARGE)
    expect(await readJsonBody(post('{"a":1}'), 6)).toBe(TOO_LARGE)
    expect(await readJsonBody(streamed('{"a":', '"bcdef"}'), 10)).toBe(TOO_LARGE)
  })

  it('takes a declared length up to four bytes per character', async () => {
    expect(await readJsonBody(post('{}', { 'content-length': '40' }), 10)).toStrictEqual({})
  })

  it('gives undefined for a missing or malformed body', async () => {
    expect(await readJsonBody(new Request('http://localhost/api'), 10)).toBeUndefined()
    expect(await readJsonBody(post('{"a":'), 10)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'

import {
  SERVICE_UNAVAILABLE,
  TOO_LARGE,
  badBody,
  crossSiteRefused,
  readFormBody,
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

  it('refuses a cross-site write with 403, never cached', async () => {
    const response = crossSiteRefused()
    expect(response.status).toBe(403)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toStrictEqual({
      ok: false,
      error: 'Send the request from this site.',
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

describe('readFormBody', () => {
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }

  it('parses an urlencoded or multipart form within the limit', async () => {
    const form = await readFormBody(post('List-Unsubscribe=One-Click', urlencoded), 100)
    expect(form?.get('List-Unsubscribe')).toBe('One-Click')
    const multipart = new FormData()
    multipart.set('section', 'resources')
    multipart.set('slug', 'lab-report-template')
    const sent = new Request('http://localhost/api', { method: 'POST', body: multipart })
    const parsed = await readFormBody(sent, 1_000)
    expect(parsed?.get('section')).toBe('resources')
    expect(parsed?.get('slug')).toBe('lab-report-template')
  })

  it('refuses a form over the limit, declared or streamed without a length', async () => {
    expect(await readFormBody(post('a=1', { ...urlencoded, 'content-length': '41' }), 10)).toBe(
      undefined,
    )
    const chunked = streamed('List-Unsubscribe=One-Click&padding=', 'x'.repeat(200))
    chunked.headers.set('content-type', urlencoded['content-type'])
    expect(await readFormBody(chunked, 100)).toBeUndefined()
  })

  it('gives undefined for a missing body or one that is not a form', async () => {
    expect(await readFormBody(new Request('http://localhost/api'), 10)).toBeUndefined()
    expect(
      await readFormBody(post('{"a":1}', { 'content-type': 'application/json' }), 100),
    ).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'

import { crossOriginRequest } from '@/lib/http/same-origin'

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/orders', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
  })

describe('crossOriginRequest', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    // Fetch Metadata wins over an Origin header that would pass.
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }, true],
    [{ origin: 'http://localhost:3000' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%j is cross-origin: %s', (headers, expected) => {
    expect(crossOriginRequest(request(headers))).toBe(expected)
  })
})

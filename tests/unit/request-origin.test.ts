import { afterEach, describe, expect, it, vi } from 'vitest'

import { requestOrigin } from '@/lib/http/request-origin'

import { requestHeaders } from '../support/next-headers'

// Where Supabase Auth's links (confirmation, recovery, OAuth) send the visitor back to: the
// browser's Origin when it is a plain http(s) origin, otherwise the host the site trusts.
vi.mock('next/headers', () => import('../support/next-headers'))

afterEach(() => {
  requestHeaders.set('host', 'localhost:3000')
  requestHeaders.set('origin', 'http://localhost:3000')
})

describe('requestOrigin', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3100',
    'https://scholarly.test',
    'https://www.scholarly.test:8443',
    'HTTPS://Scholarly.Test',
  ])('takes the plain origin %s', async (origin) => {
    requestHeaders.set('origin', origin)
    expect(await requestOrigin()).toBe(origin)
  })

  it.each([
    'null',
    'ftp://scholarly.test',
    'https://scholarly.test/path',
    'https://user@scholarly.test',
    'https://scholarly.test:123456',
    'https://scholarly.test:port',
    'evil https://scholarly.test',
  ])('falls back to the host for %j', async (origin) => {
    requestHeaders.set('origin', origin)
    requestHeaders.set('host', 'tutoring.test:3000')
    expect(await requestOrigin()).toBe('http://tutoring.test:3000')
  })

  it('falls back to the host without an Origin header', async () => {
    requestHeaders.delete('origin')
    requestHeaders.set('host', 'tutoring.test')
    expect(await requestOrigin()).toBe('http://tutoring.test')
  })
})

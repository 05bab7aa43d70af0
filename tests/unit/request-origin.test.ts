import { afterEach, describe, expect, it, vi } from 'vitest'

import { requestOrigin } from '@/lib/http/request-origin'

import { requestHeaders } from '../support/next-headers'

// Where Supabase Auth's links (confirmation, recovery, OAuth) send the visitor back to: the host
// the site trusts (publicOrigin), whatever Origin a client sends.
vi.mock('next/headers', () => import('../support/next-headers'))

afterEach(() => {
  requestHeaders.set('host', 'localhost:3000')
  requestHeaders.set('origin', 'http://localhost:3000')
  requestHeaders.delete('x-forwarded-host')
})

describe('requestOrigin', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3100', 'http://127.0.0.1:3100'],
    ['tutoring.test', 'http://tutoring.test'],
  ])('is the Host %s as %s', async (host, origin) => {
    requestHeaders.set('host', host)
    expect(await requestOrigin()).toBe(origin)
  })

  it.each([
    'http://127.0.0.1:9999',
    'https://evil.test',
    'null',
    'ftp://scholarly.test',
    'evil https://scholarly.test',
  ])('ignores the Origin %j', async (origin) => {
    requestHeaders.set('origin', origin)
    requestHeaders.set('host', 'tutoring.test:3000')
    expect(await requestOrigin()).toBe('http://tutoring.test:3000')
  })

  it('ignores an X-Forwarded-Host that no configured proxy wrote', async () => {
    requestHeaders.set('origin', 'http://127.0.0.1:9999')
    requestHeaders.set('x-forwarded-host', '127.0.0.1:9999')
    requestHeaders.set('host', 'tutoring.test')
    expect(await requestOrigin()).toBe('http://tutoring.test')
  })

  it('falls back to the site URL when the Host is not a plain host', async () => {
    requestHeaders.set('host', 'evil.test/path')
    expect(await requestOrigin()).toBe('http://localhost:3000')
  })
})

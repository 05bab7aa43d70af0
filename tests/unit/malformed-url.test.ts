import { describe, expect, it } from 'vitest'

import { isMalformedUrl } from '@/lib/http/malformed-url'

describe('isMalformedUrl', () => {
  it.each([
    '/quiz/%',
    '/careers/%ff%fe',
    '/feed/%E0%A4%A',
    '/articles/%00/',
    '/a/%0d%0aX:%20y',
    '/x/%7F',
  ])('rejects the path %s', (path) => {
    expect(isMalformedUrl(path, '')).toBe(true)
  })

  it.each(['?search=%00', '?next=%0D%0ASet-Cookie:%20x', '?%01=1'])(
    'rejects the query %s',
    (search) => {
      expect(isMalformedUrl('/articles', search)).toBe(true)
    },
  )

  it.each([
    ['/articles/making-group-projects-work/', ''],
    ['/quiz/essay-structure', '?page=2'],
    ['/articles/search', '?search=caf%C3%A9%20%F0%9F%98%80'],
    ['/articles', '?search=100%'],
    ['/articles', '?search=%ff'],
    ['/careers/%E2%80%AE', ''],
    ['/auth', '?next=%2Fdashboard'],
  ])('accepts %s%s', (path, search) => {
    expect(isMalformedUrl(path, search)).toBe(false)
  })
})

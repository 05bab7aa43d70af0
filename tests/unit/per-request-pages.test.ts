import { describe, expect, it } from 'vitest'

import { isPerRequestPage } from '@/lib/http/per-request-pages'

const none = new URLSearchParams()

describe('isPerRequestPage: which pages proxy.ts gives a nonce', () => {
  it.each([
    '/auth',
    '/auth/',
    '/auth/reset',
    '/auth/no-such-page',
    '/admin-auth',
    '/admin',
    '/admin/orders/6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f',
    '/admin/_not-found',
    '/dashboard',
    '/profile',
    '/services',
    '/unsubscribe',
    '/articles/making-group-projects-work',
    '/articles/making-group-projects-work/',
    '/articles/no-such-article/',
    '/articles/search',
    '/resources/essay-planning-guide',
    '/resources/dissertation-planning-guide/',
    '/resources/no-such-resource',
  ])('%s is resumed per request', (path) => {
    expect(isPerRequestPage(path, none)).toBe(true)
  })

  it.each([
    '/',
    '/about',
    '/articles',
    '/articles/',
    '/articles/browse/all/2',
    '/articles/id/7',
    '/articles/making-group-projects-work/opengraph-image-zcvdb6',
    '/careers',
    '/careers/subject-tutor',
    '/quizzes',
    '/quiz/statistics-basics',
    '/resources',
    '/resources/browse/all/all',
    '/resources/essay-planning-guide/download',
    '/authors',
    '/servicesx',
    '/administrator',
    '/dashboards',
    '/no-such-page',
  ])('%s is a complete cached document', (path) => {
    expect(isPerRequestPage(path, none)).toBe(false)
  })

  it('resumes the directory only when it searches (next.config.ts rewrites it to the search page)', () => {
    const query = (value: string) => new URLSearchParams(value)
    expect(isPerRequestPage('/articles', query('search=exam+stress'))).toBe(true)
    expect(isPerRequestPage('/articles/', query('search=exam&category=student-life'))).toBe(true)
    expect(isPerRequestPage('/articles', query('search=+++'))).toBe(false)
    expect(isPerRequestPage('/articles', query('category=student-life&page=2'))).toBe(false)
    expect(isPerRequestPage('/about', query('search=exam'))).toBe(false)
  })
})

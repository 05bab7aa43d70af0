import { describe, expect, it } from 'vitest'

import { articleListRewrites, articlesHref, articlesRewrite } from '@/lib/articles/urls'
import { renamedLocation, slugPage } from '@/lib/content/slug-history'
import { quizListRewrites, quizzesHref } from '@/lib/quizzes/urls'
import { resourceListRewrites, resourcesHref } from '@/lib/resources/urls'

import { rewriteOf } from '../support/next-rewrites'

const params = (query: string) => new URLSearchParams(query)
const quizzesRewrite = (query: URLSearchParams) =>
  rewriteOf(quizListRewrites(), `/quizzes?${query}`)
const resourcesRewrite = (query: URLSearchParams) =>
  rewriteOf(resourceListRewrites(), `/resources?${query}`)

describe('list URLs as visitors see them', () => {
  it('spells quiz and resource filters as query parameters', () => {
    expect(quizzesHref({})).toBe('/quizzes')
    expect(quizzesHref({ category: 'apa', difficulty: 'advanced' })).toBe(
      '/quizzes?category=apa&difficulty=advanced',
    )
    expect(quizzesHref({ difficulty: 'beginner' })).toBe('/quizzes?difficulty=beginner')
    expect(resourcesHref({})).toBe('/resources')
    expect(resourcesHref({ kind: 'guide', category: 'writing' })).toBe(
      '/resources?kind=guide&category=writing',
    )
    expect(resourcesHref({ category: 'writing' })).toBe('/resources?category=writing')
  })

  it('spells every article filter, leaving page 1 out', () => {
    expect(articlesHref({ search: 'apa', category: 'writing', page: 3 })).toBe(
      '/articles?search=apa&category=writing&page=3',
    )
    expect(articlesHref({ category: null, page: 1 })).toBe('/articles')
  })
})

describe('browse-route rewrites', () => {
  const long = 'a'.repeat(100)

  it('keeps every known difficulty and kind', () => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced']) {
      expect(quizzesRewrite(params(`difficulty=${difficulty}`))).toBe(
        `/quizzes/browse/all/${difficulty}`,
      )
    }
    for (const kind of ['guide', 'template', 'checklist', 'worksheet', 'link']) {
      expect(resourcesRewrite(params(`kind=${kind}`))).toBe(`/resources/browse/${kind}/all`)
    }
    expect(resourcesRewrite(params('category=study-skills'))).toBe(
      '/resources/browse/all/study-skills',
    )
    expect(resourcesRewrite(params(''))).toBeNull()
  })

  it('takes category slugs of up to 100 characters, in slug form only', () => {
    expect(quizzesRewrite(params(`category=${long}`))).toBe(`/quizzes/browse/${long}/all`)
    expect(quizzesRewrite(params(`category=${long}a`))).toBeNull()
    expect(resourcesRewrite(params(`category=${long}`))).toBe(`/resources/browse/all/${long}`)
    expect(resourcesRewrite(params(`category=${long}a`))).toBeNull()
    expect(articlesRewrite(params(`category=${long}`))).toBe(`/articles/browse/${long}/1`)
    expect(articlesRewrite(params(`category=${long}a`))).toBeNull()
    for (const bad of ['-a', 'a-', 'a--b', 'A', 'a_b', 'x/a', 'a/x']) {
      expect(quizzesRewrite(params(`category=${bad}`))).toBeNull()
      expect(resourcesRewrite(params(`category=${bad}`))).toBeNull()
      expect(articlesRewrite(params(`category=${bad}`))).toBeNull()
    }
    expect(quizzesRewrite(params('category=a1-b2'))).toBe('/quizzes/browse/a1-b2/all')
  })

  it('takes article pages 1 to 1000 as whole numbers', () => {
    expect(articlesRewrite(params('page=1000'))).toBe('/articles/browse/all/1000')
    expect(articlesRewrite(params('page=1001'))).toBeNull()
    expect(articlesRewrite(params('page=0'))).toBeNull()
    expect(articlesRewrite(params('page=2.5'))).toBeNull()
    expect(articlesRewrite(params('page=1'))).toBe('/articles/browse/all/1')
    expect(articlesRewrite(params('page=02'))).toBeNull()
    expect(articlesRewrite(params('page=1e2'))).toBeNull()
  })

  it('are the rules Next applies, with and without the trailing slash', () => {
    const queries = [
      '',
      'utm_source=mail',
      'search=exam',
      'search=%20%0A',
      'search=%20&page=2',
      'search=&category=student-life',
      'search=a&search=',
      'category=student-life',
      'category=student-life&page=2',
      'category=bad_slug&page=2',
      'category=student-life&page=02',
      'page=3',
      'page=1',
      'page=1e2',
      'category=',
      'page=',
      'category=a&category=b',
      'category=..%2Fadmin&page=x',
    ]
    for (const path of ['/articles', '/articles/']) {
      for (const query of queries) {
        const expected = articlesRewrite(params(query))?.split('?')[0] ?? null
        expect(rewriteOf(articleListRewrites(), `${path}?${query}`), `${path}?${query}`).toBe(
          expected,
        )
      }
    }
    expect(rewriteOf(quizListRewrites(), '/quizzes/?difficulty=beginner')).toBe(
      '/quizzes/browse/all/beginner',
    )
    expect(rewriteOf(resourceListRewrites(), '/resources/?kind=guide&category=x')).toBe(
      '/resources/browse/guide/x',
    )
  })

  it('leave every other path alone', () => {
    expect(rewriteOf(articleListRewrites(), '/articles/search?page=2')).toBeNull()
    expect(rewriteOf(articleListRewrites(), '/articles/x?category=y')).toBeNull()
    expect(rewriteOf(quizListRewrites(), '/quizzes/x?category=y')).toBeNull()
    expect(rewriteOf(resourceListRewrites(), '/quiz?category=y')).toBeNull()
  })
})

describe('renamed pages', () => {
  it("finds the section and slug of an article's or resource's page", () => {
    expect(slugPage('/articles/essay-plans')).toEqual({ section: 'articles', slug: 'essay-plans' })
    expect(slugPage('/resources/apa-guide/')).toEqual({ section: 'resources', slug: 'apa-guide' })
  })

  it("finds a quiz's and a job's page, and a job's apply page with its sub-path", () => {
    expect(slugPage('/quiz/apa-basics/')).toEqual({ section: 'quiz', slug: 'apa-basics' })
    expect(slugPage('/careers/subject-tutor')).toEqual({
      section: 'careers',
      slug: 'subject-tutor',
    })
    for (const path of ['/careers/subject-tutor/apply', '/careers/subject-tutor/apply/']) {
      expect(slugPage(path)).toEqual({
        section: 'careers',
        slug: 'subject-tutor',
        subPath: 'apply/',
      })
    }
    for (const path of ['/quiz/apa/apply', '/articles/essay-plans/apply', '/careers/x/download']) {
      expect(slugPage(path), path).toBeNull()
    }
  })

  it("ignores the sections' own routes and every other path", () => {
    for (const path of [
      '/articles/search',
      '/articles/browse/',
      '/articles/id',
      '/resources/browse',
      '/articles/essay-plans/extra',
      '/x/articles/essay-plans',
      '/articles/Essay',
      '/articles/-a',
      '/quizzes/apa',
      '/articles/',
    ]) {
      expect(slugPage(path)).toBeNull()
    }
    expect(slugPage('/resources/search')).toEqual({ section: 'resources', slug: 'search' })
  })

  it('keeps the sub-path and query string of the old URL', () => {
    expect(renamedLocation('articles', 'new-slug')).toBe('/articles/new-slug/')
    expect(
      renamedLocation('resources', 'new-slug', { subPath: 'download', search: '?download=1' }),
    ).toBe('/resources/new-slug/download?download=1')
    expect(renamedLocation('quiz', 'new-quiz')).toBe('/quiz/new-quiz/')
    expect(renamedLocation('careers', 'new-job', { subPath: 'apply/', search: '?ref=x' })).toBe(
      '/careers/new-job/apply/?ref=x',
    )
  })
})

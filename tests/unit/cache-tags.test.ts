import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  cacheTags,
  invalidateArticle,
  invalidateArticles,
  invalidateQuiz,
  invalidateResource,
  invalidateResources,
  invalidateServices,
  invalidateSettings,
  invalidateTestimonials,
} from '@/lib/data/tags'

import { invalidatedTags } from '../support/next-cache'

vi.mock('next/cache', () => import('../support/next-cache'))

beforeEach(() => {
  invalidatedTags.length = 0
})

describe('invalidation helpers', () => {
  it('drop a quiz or resource under its old and new slug, its list, the feeds and the sitemap', () => {
    invalidateQuiz('old-quiz', 'new-quiz')
    expect(invalidatedTags.sort()).toEqual(
      ['feeds', 'quiz:new-quiz', 'quiz:old-quiz', 'quizzes', 'sitemap'].sort(),
    )
    invalidatedTags.length = 0
    invalidateResource(null, 'guide')
    expect(invalidatedTags.sort()).toEqual(['feeds', 'resource:guide', 'resources', 'sitemap'])
  })

  it('drop an article under its old and new slug, every list, the feeds and the sitemap', () => {
    invalidateArticle('old-title', 'new-title')
    expect(invalidatedTags.sort()).toEqual(
      ['article:new-title', 'article:old-title', 'articles', 'feeds', 'sitemap'].sort(),
    )
  })

  it('name each tag once when the slug did not change or the article is new', () => {
    invalidateArticle('same', 'same')
    expect(invalidatedTags.sort()).toEqual(['article:same', 'articles', 'feeds', 'sitemap'])
    invalidatedTags.length = 0
    invalidateArticle(null, 'fresh')
    expect(invalidatedTags.sort()).toEqual(['article:fresh', 'articles', 'feeds', 'sitemap'])
  })

  it('drop every article or resource of a bulk change, and each list tag once', () => {
    invalidateArticles(['a', 'b', 'a'])
    expect(invalidatedTags.sort()).toEqual(
      ['article:a', 'article:b', 'articles', 'feeds', 'sitemap'].sort(),
    )
    invalidatedTags.length = 0
    invalidateResources(['guide'])
    expect(invalidatedTags.sort()).toEqual(['feeds', 'resource:guide', 'resources', 'sitemap'])
  })

  it('drop exactly the tag the cached reads of settings, services and testimonials use', () => {
    invalidateSettings()
    invalidateServices()
    invalidateTestimonials()
    expect(invalidatedTags).toEqual([
      cacheTags.settings,
      cacheTags.services,
      cacheTags.testimonials,
    ])
    expect(new Set(Object.values(cacheTags).filter((tag) => typeof tag === 'string')).size).toBe(
      Object.values(cacheTags).filter((tag) => typeof tag === 'string').length,
    )
  })
})

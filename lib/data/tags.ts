import 'server-only'

import { cacheLife, cacheTag, updateTag } from 'next/cache'

/**
 * Cache tag names, defined once. Cached public reads tag themselves with these, and every write
 * that changes what they show calls the invalidation helper for its content type below.
 */
export const cacheTags = {
  settings: 'settings',
  services: 'services',
  testimonials: 'testimonials',
  /** Every list of articles: the directory, the home page's latest articles. */
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  /** Every list of quizzes. */
  quizzes: 'quizzes',
  quiz: (slug: string) => `quiz:${slug}`,
  /** Every list of resources. */
  resources: 'resources',
  resource: (slug: string) => `resource:${slug}`,
  /** Every list of jobs: /careers. */
  jobs: 'jobs',
  job: (slug: string) => `job:${slug}`,
  /** Whether the home page offers the study guide (its lead magnet is active). */
  leadMagnets: 'lead-magnets',
  /** RSS and Atom feeds of every content type. */
  feeds: 'feeds',
  sitemap: 'sitemap',
} as const

/**
 * The lifetime of every cached read of published content. Scheduled items need no job or deploy
 * to go live: RLS shows them once their time has passed, and a request at most 30 s later starts
 * a refresh, so they are on every page within a minute. Admin writes invalidate at once by tag.
 */
export const contentLife = { stale: 30, revalidate: 30, expire: 3600 } as const

/** Inside a `'use cache'` scope: tags the entry and gives it published content's lifetime. */
export function cacheContent(...tags: string[]) {
  cacheTag(...tags)
  cacheLife(contentLife)
}

// updateTag expires the entries at once and lets the action's own response read fresh data, so
// an admin sees their change immediately; these helpers are for server actions only.
function invalidate(...tags: string[]) {
  for (const tag of new Set(tags)) updateTag(tag)
}

export function invalidateSettings() {
  invalidate(cacheTags.settings)
}

export function invalidateServices() {
  invalidate(cacheTags.services)
}

export function invalidateTestimonials() {
  invalidate(cacheTags.testimonials)
}

export function invalidateLeadMagnets() {
  invalidate(cacheTags.leadMagnets)
}

/** Everything that shows an article: its page under the old and new slug, lists, feeds, sitemap. */
export function invalidateArticle(oldSlug: string | null, newSlug: string) {
  const slugs = oldSlug ? [oldSlug, newSlug] : [newSlug]
  invalidate(
    ...slugs.map(cacheTags.article),
    cacheTags.articles,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

/** Everything that shows any of these articles, for bulk changes (one invalidation per tag). */
export function invalidateArticles(slugs: string[]) {
  invalidate(
    ...slugs.map(cacheTags.article),
    cacheTags.articles,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

function bySlug(tag: (slug: string) => string, oldSlug: string | null, newSlug: string) {
  return (oldSlug ? [oldSlug, newSlug] : [newSlug]).map(tag)
}

/** Everything that shows a quiz: its page under the old and new slug, lists, feeds, sitemap. */
export function invalidateQuiz(oldSlug: string | null, newSlug: string) {
  invalidate(
    ...bySlug(cacheTags.quiz, oldSlug, newSlug),
    cacheTags.quizzes,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

/** Everything that shows a resource: its page under the old and new slug, lists, feeds, sitemap. */
export function invalidateResource(oldSlug: string | null, newSlug: string) {
  invalidate(
    ...bySlug(cacheTags.resource, oldSlug, newSlug),
    cacheTags.resources,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

/** Everything that shows any of these resources, for bulk changes. */
export function invalidateResources(slugs: string[]) {
  invalidate(
    ...slugs.map(cacheTags.resource),
    cacheTags.resources,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

/** Everything that shows a job: its pages under the old and new slug, /careers, feeds, sitemap. */
export function invalidateJob(oldSlug: string | null, newSlug: string) {
  invalidate(
    ...bySlug(cacheTags.job, oldSlug, newSlug),
    cacheTags.jobs,
    cacheTags.feeds,
    cacheTags.sitemap,
  )
}

/** The content types that have their own feed at /feed/{type}. */
export const FEED_TYPES = ['articles', 'quizzes', 'resources', 'careers'] as const
export type FeedType = (typeof FEED_TYPES)[number]

export const isFeedType = (value: string): value is FeedType =>
  (FEED_TYPES as readonly string[]).includes(value)

/**
 * /feed/rss and /feed/atom: the articles feed by its format's name, as /rss.xml and /atom.xml
 * serve it, for readers who guess the spec's /feed/{type} by the kinds of feed it names.
 */
export const FEED_FORMATS = ['rss', 'atom'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

export const isFeedFormat = (value: string): value is FeedFormat =>
  (FEED_FORMATS as readonly string[]).includes(value)

/**
 * /feed/{any other type or format} sent to a path no route matches, for the 404 page (a route handler's
 * notFound() answers an empty 404). A next.config.ts rewrite, so it happens in process. Next
 * lets every rule's path end in a slash, so a feed's own name is recognised with one too.
 */
export function unknownFeedRewrite() {
  return {
    source: `/feed/:type((?!(?:${[...FEED_TYPES, ...FEED_FORMATS].join('|')})/?$)[^/]+)`,
    destination: '/feed/_unknown/:type',
  }
}

/** One item of any feed, whatever table it came from. */
export type FeedEntry = {
  id: string
  title: string
  /** Site path of the item's canonical page, e.g. '/articles/revision-timetable/'. */
  path: string
  summary: string
  published: string
  updated: string
  author: string | null
  category: string | null
}

/** Where each type's pages live, as the spec's routes name them. */
export const FEED_PATHS: Record<FeedType, (slug: string) => string> = {
  articles: (slug) => `/articles/${slug}/`,
  quizzes: (slug) => `/quiz/${slug}/`,
  resources: (slug) => `/resources/${slug}/`,
  careers: (slug) => `/careers/${slug}/`,
}

export const FEED_TITLES: Record<FeedType, string> = {
  articles: 'Study articles',
  quizzes: 'Quizzes',
  resources: 'Study resources',
  careers: 'Jobs',
}

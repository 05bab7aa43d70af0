import { siteConfig } from '@/config/site'
import type { Article } from '@/lib/data/articles'
import { canonicalUrl } from '@/lib/seo/canonical'

/**
 * schema.org Article for an article page. The image is the cover; the generated Open Graph image
 * is left out, since Next gives its URL a build-time suffix that only the page's metadata knows.
 */
export function articleJsonLd(article: Article, baseUrl: string): Record<string, unknown> {
  const url = canonicalUrl(`/articles/${article.slug}`, baseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.seo_description ?? article.excerpt,
    url,
    mainEntityOfPage: url,
    image: article.cover_image_url ?? undefined,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: article.authors
      ? {
          '@type': 'Person',
          name: article.authors.name,
          jobTitle: article.authors.title ?? undefined,
        }
      : { '@type': 'Organization', name: siteConfig.name },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: `${baseUrl}/icon.svg` },
    },
    articleSection: article.article_categories?.name,
    keywords: article.tags.join(', ') || undefined,
    wordCount: article.content.split(/\s+/).filter(Boolean).length,
  }
}

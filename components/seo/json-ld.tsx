import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { collectionPageJsonLd, serializeJsonLd } from '@/lib/seo/json-ld'

export function JsonLdScript({
  data,
}: {
  data: Record<string, unknown> | Record<string, unknown>[]
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}

/** A directory page's CollectionPage, its own path and each listed item's made canonical. */
export function CollectionPageJsonLd({
  path,
  items,
  ...page
}: {
  name: string
  description: string
  path: string
  items: { name: string; path: string }[]
}) {
  return (
    <JsonLdScript
      data={collectionPageJsonLd({
        ...page,
        url: canonicalUrl(path, siteUrl),
        items: items.map((item) => ({ name: item.name, url: canonicalUrl(item.path, siteUrl) })),
      })}
    />
  )
}

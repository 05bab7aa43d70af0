import { mediaTypeOf } from '@/lib/resources/file-type'
import { organizationJsonLd } from '@/lib/seo/json-ld'

type ResourceInput = {
  slug: string
  title: string
  description: string
  kind: string
  has_file: boolean
  file_type: string | null
  members_only: boolean
  category_name: string | null
  published_at: string | null
  updated_at: string
}

/** schema.org DigitalDocument for downloadable files, LearningResource for everything else. */
export function resourceJsonLd(resource: ResourceInput, baseUrl: string) {
  const { '@context': _context, ...publisher } = organizationJsonLd(baseUrl)
  const encodingFormat = resource.has_file ? mediaTypeOf(resource.file_type) : null
  return {
    '@context': 'https://schema.org',
    '@type': resource.has_file ? 'DigitalDocument' : 'LearningResource',
    name: resource.title,
    description: resource.description,
    url: `${baseUrl}/resources/${resource.slug}/`,
    learningResourceType: resource.kind,
    ...(encodingFormat ? { encodingFormat } : {}),
    ...(resource.category_name
      ? { about: { '@type': 'Thing', name: resource.category_name } }
      : {}),
    isAccessibleForFree: !resource.members_only,
    inLanguage: 'en',
    publisher,
    ...(resource.published_at ? { datePublished: resource.published_at } : {}),
    dateModified: resource.updated_at,
  }
}

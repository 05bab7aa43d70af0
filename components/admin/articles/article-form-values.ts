import type { ArticleEditorValues } from '@/lib/validation/article-editor'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The editor's values from an article row (the loaded one, or another admin's newer version). */
export function articleFormValues(row: Record<string, unknown> | null): ArticleEditorValues {
  const status = text(row?.status)
  return {
    title: text(row?.title),
    slug: text(row?.slug),
    excerpt: text(row?.excerpt),
    categoryId: text(row?.category_id),
    authorId: text(row?.author_id),
    tags: Array.isArray(row?.tags) ? row.tags.join(', ') : '',
    coverImageUrl: text(row?.cover_image_url),
    coverImageAlt: text(row?.cover_image_alt),
    content: text(row?.content),
    seoTitle: text(row?.seo_title),
    seoDescription: text(row?.seo_description),
    status:
      status === 'scheduled' || status === 'published' || status === 'archived' ? status : 'draft',
    publishedAt: row?.published_at ? new Date(text(row.published_at)).toISOString() : '',
  }
}

export const ARTICLE_FIELDS: { name: keyof ArticleEditorValues; label: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'excerpt', label: 'Excerpt' },
  { name: 'categoryId', label: 'Category' },
  { name: 'authorId', label: 'Author' },
  { name: 'tags', label: 'Tags' },
  { name: 'coverImageUrl', label: 'Cover image' },
  { name: 'coverImageAlt', label: 'Alt text' },
  { name: 'content', label: 'Body' },
  { name: 'seoTitle', label: 'SEO title' },
  { name: 'seoDescription', label: 'SEO description' },
  { name: 'status', label: 'Status' },
  { name: 'publishedAt', label: 'Publish at' },
]

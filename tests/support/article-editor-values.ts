/** The article editor's values with every optional field left empty, as a new draft starts. */
export const blankArticleValues = {
  title: '',
  slug: '',
  excerpt: '',
  categoryId: '',
  authorId: '',
  tags: '',
  coverImageUrl: '',
  coverImageAlt: '',
  content: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  publishedAt: '',
} as const

import { notFound, permanentRedirect } from 'next/navigation'

import { getArticleSlugById } from '@/lib/data/articles'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function generateStaticParams() {
  return [{ id: '00000000-0000-4000-8000-000000000000' }]
}

/** /articles/id/{id}: a permanent redirect to the article's one URL, or the 404 page. */
export default async function ArticleByIdPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const slug = UUID.test(id) ? await getArticleSlugById(id.toLowerCase()) : null
  if (!slug) notFound()
  permanentRedirect(`/articles/${slug}/`)
}

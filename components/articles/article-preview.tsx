import { notFound } from 'next/navigation'

import { ArticleView } from '@/components/articles/article-view'
import { PreviewBanner } from '@/components/content/preview-banner'
import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { getArticleForPreview } from '@/lib/data/admin/articles'

/**
 * An admin's draft-mode view of any article, marked as a preview. Draft mode is only ever
 * switched on for admins (app/api/draft), and the role is checked again here for every request.
 */
export async function ArticlePreview({ slug }: { slug: string }) {
  const article = (await currentUserIsAdmin()) ? await getArticleForPreview(slug) : null
  if (!article) notFound()
  return (
    <>
      <PreviewBanner section="articles" slug={article.slug} status={article.status} />
      <ArticleView article={article} related={[]} />
    </>
  )
}

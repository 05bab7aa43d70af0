import { notFound } from 'next/navigation'

import { ArticleView } from '@/components/articles/article-view'
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
      <div
        role="status"
        className="sticky top-16 z-40 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
      >
        Preview: this is how the article will look. Status: {article.status}.{' '}
        <form action="/api/draft/exit" method="post" className="inline">
          <input type="hidden" name="slug" value={article.slug} />
          <button type="submit" className="underline underline-offset-4">
            Leave preview
          </button>
        </form>
      </div>
      <ArticleView article={article} related={[]} />
    </>
  )
}

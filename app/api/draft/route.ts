import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { getArticleForPreview } from '@/lib/data/admin/articles'

/**
 * Turns on Next's draft mode for an admin and opens the article: GET /api/draft?slug=…. Anyone
 * else gets 403 and no cookie. The redirect goes to the article's own path, never to input.
 */
export async function GET(request: Request) {
  if (!(await currentUserIsAdmin())) {
    return NextResponse.json({ error: 'Only admins can preview drafts.' }, { status: 403 })
  }
  const slug = new URL(request.url).searchParams.get('slug') ?? ''
  const article = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? await getArticleForPreview(slug) : null
  if (!article) return NextResponse.json({ error: 'No article has that slug.' }, { status: 404 })
  ;(await draftMode()).enable()
  return new NextResponse(null, {
    status: 307,
    headers: { Location: `/articles/${article.slug}/` },
  })
}

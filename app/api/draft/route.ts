import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { renamedSlug } from '@/lib/content/slug-history'
import { getArticleForPreview } from '@/lib/data/admin/articles'
import { createClient } from '@/lib/supabase/server'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The article's current slug, following the slug history for a link made before a rename. */
async function currentSlug(slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null
  const article = await getArticleForPreview(slug)
  return article ? article.slug : renamedSlug(await createClient(), 'articles', slug)
}

/**
 * Turns on Next's draft mode for an admin and opens the article: GET /api/draft?slug=… (its
 * current slug or an old one). Anyone else gets 403 and no cookie. The redirect goes to the
 * article's own path, never to input.
 */
export async function GET(request: Request) {
  if (!(await currentUserIsAdmin())) {
    return NextResponse.json({ error: 'Only admins can preview drafts.' }, { status: 403 })
  }
  const slug = await currentSlug(new URL(request.url).searchParams.get('slug') ?? '')
  if (!slug) return NextResponse.json({ error: 'No article has that slug.' }, { status: 404 })
  ;(await draftMode()).enable()
  return new NextResponse(null, {
    status: 307,
    headers: { Location: `/articles/${slug}/` },
  })
}

import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { renamedSlug, type SlugSection } from '@/lib/content/slug-history'
import { getArticleForPreview } from '@/lib/data/admin/articles'
import { getResourceForPreview } from '@/lib/data/admin/resources'
import { createClient } from '@/lib/supabase/server'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** What can be previewed: `type` in the query (articles when it is absent). */
const PREVIEWS = {
  article: {
    section: 'articles',
    exists: async (slug: string) => (await getArticleForPreview(slug))?.slug ?? null,
    missing: 'No article has that slug.',
  },
  resource: {
    section: 'resources',
    exists: async (slug: string) => (await getResourceForPreview(slug))?.resource.slug ?? null,
    missing: 'No resource has that slug.',
  },
} as const satisfies Record<
  string,
  { section: SlugSection; exists: (slug: string) => Promise<string | null>; missing: string }
>

type PreviewType = keyof typeof PREVIEWS

const isPreviewType = (type: string): type is PreviewType => Object.hasOwn(PREVIEWS, type)

/** The row's current slug, following the slug history for a link made before a rename. */
async function currentSlug(type: PreviewType, slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null
  const { section, exists } = PREVIEWS[type]
  return (await exists(slug)) ?? renamedSlug(await createClient(), section, slug)
}

/**
 * Turns on Next's draft mode for an admin and opens the article or resource:
 * GET /api/draft?slug=… (an article) or ?type=resource&slug=…, by its current slug or an old one.
 * Anyone else gets 403 and no cookie. The redirect goes to the row's own path, never to input.
 */
export async function GET(request: Request) {
  if (!(await currentUserIsAdmin())) {
    return NextResponse.json({ error: 'Only admins can preview drafts.' }, { status: 403 })
  }
  const query = new URL(request.url).searchParams
  const type = query.get('type') ?? 'article'
  if (!isPreviewType(type)) {
    return NextResponse.json({ error: 'Nothing of that type can be previewed.' }, { status: 404 })
  }
  const slug = await currentSlug(type, query.get('slug') ?? '')
  if (!slug) return NextResponse.json({ error: PREVIEWS[type].missing }, { status: 404 })
  ;(await draftMode()).enable()
  return new NextResponse(null, {
    status: 307,
    headers: { Location: `/${PREVIEWS[type].section}/${slug}/` },
  })
}

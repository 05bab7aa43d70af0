import { NextResponse } from 'next/server'

import { renamedLocation, renamedSlug } from '@/lib/content/slug-history'
import { relativeRedirect } from '@/lib/http/public-origin'
import { BUCKETS } from '@/lib/storage/buckets'
import { createClient } from '@/lib/supabase/server'
import { resourceSlugSchema } from '@/lib/validation/resources'

/** How long a download link works; long enough to start the download, too short to share. */
const SIGNED_URL_SECONDS = 60

// Sends the visitor to a short-lived signed URL for a resource's file. RLS decides: the resource
// row (members-only rows need an active membership) and storage.objects for the file.
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const parsed = resourceSlugSchema.safeParse((await params).slug)
  if (!parsed.success) return new NextResponse('Not found', { status: 404 })
  const slug = parsed.data
  const supabase = await createClient()
  const [{ data: resource }, { data: auth }] = await Promise.all([
    supabase.from('resources').select('file_path').eq('slug', slug).maybeSingle(),
    supabase.auth.getUser(),
  ])
  if (!resource?.file_path) {
    // A renamed resource's old link moves for good to the new one, query string and all.
    const current = await renamedSlug(supabase, 'resources', slug)
    if (current) {
      const { search } = new URL(request.url)
      return relativeRedirect(
        renamedLocation('resources', current, { subPath: 'download', search }),
        308,
      )
    }
    // Relative, so the visitor stays on the origin they used (request.nextUrl names the host
    // `next start` listens on, which behind a proxy is not the public one).
    if (!auth.user) {
      const next = `/resources/${slug}/?download=1`
      return relativeRedirect(`/auth?next=${encodeURIComponent(next)}`, 303)
    }
    return relativeRedirect(`/resources/${slug}/?access=members`, 303)
  }
  const { data, error } = await supabase.storage
    .from(BUCKETS.resourceFiles)
    .createSignedUrl(resource.file_path, SIGNED_URL_SECONDS, { download: true })
  if (error || !data)
    return new NextResponse('The file is not available just now.', { status: 503 })
  const response = NextResponse.redirect(data.signedUrl, 303)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

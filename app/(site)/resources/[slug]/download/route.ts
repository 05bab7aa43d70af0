import { NextResponse, type NextRequest } from 'next/server'

import { BUCKETS } from '@/lib/storage/buckets'
import { createClient } from '@/lib/supabase/server'
import { resourceSlugSchema } from '@/lib/validation/resources'

/** How long a download link works; long enough to start the download, too short to share. */
const SIGNED_URL_SECONDS = 60

// Sends the visitor to a short-lived signed URL for a resource's file. RLS decides: the resource
// row (members-only rows need an active membership) and storage.objects for the file.
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const parsed = resourceSlugSchema.safeParse((await params).slug)
  if (!parsed.success) return new NextResponse('Not found', { status: 404 })
  const slug = parsed.data
  const supabase = await createClient()
  const [{ data: resource }, { data: auth }] = await Promise.all([
    supabase.from('resources').select('file_path').eq('slug', slug).maybeSingle(),
    supabase.auth.getUser(),
  ])
  const page = new URL(`/resources/${slug}/`, request.nextUrl)
  if (!resource?.file_path) {
    if (!auth.user) {
      const next = `/resources/${slug}/?download=1`
      return NextResponse.redirect(
        new URL(`/auth?next=${encodeURIComponent(next)}`, request.nextUrl),
        303,
      )
    }
    page.searchParams.set('access', 'members')
    return NextResponse.redirect(page, 303)
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

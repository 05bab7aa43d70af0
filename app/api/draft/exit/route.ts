import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

/** Leaves draft mode (POST from the preview banner) and returns to the public article. */
export async function POST(request: Request) {
  ;(await draftMode()).disable()
  const slug = String((await request.formData().catch(() => new FormData())).get('slug') ?? '')
  const location = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? `/articles/${slug}/` : '/articles'
  return new NextResponse(null, { status: 303, headers: { Location: location } })
}

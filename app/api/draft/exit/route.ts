import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { readFormBody } from '@/lib/http/json-route'

/**
 * Leaves draft mode (POST from the preview banner) and returns to the public page of what was
 * previewed: `section` is articles or resources (articles when absent).
 */
export async function POST(request: Request) {
  ;(await draftMode()).disable()
  const form = (await readFormBody(request, 1_000)) ?? new FormData()
  const section = form.get('section') === 'resources' ? 'resources' : 'articles'
  const slug = String(form.get('slug') ?? '')
  const location = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? `/${section}/${slug}/` : `/${section}`
  return new NextResponse(null, { status: 303, headers: { Location: location } })
}

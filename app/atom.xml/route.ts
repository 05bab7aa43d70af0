import { ATOM_CONTENT_TYPE, conditionalXmlResponse } from '@/lib/feeds/conditional-response'
import { renderFeed } from '@/lib/feeds/render-feeds'

/** Atom 1.0 of the 50 newest published articles. */
export async function GET(request: Request) {
  return conditionalXmlResponse(
    request,
    await renderFeed('articles', 'atom', '/atom.xml'),
    ATOM_CONTENT_TYPE,
  )
}

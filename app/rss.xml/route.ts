import { conditionalXmlResponse, RSS_CONTENT_TYPE } from '@/lib/feeds/conditional-response'
import { renderFeed } from '@/lib/feeds/render-feeds'

/** RSS 2.0 of the 50 newest published articles. */
export async function GET(request: Request) {
  return conditionalXmlResponse(
    request,
    await renderFeed('articles', 'rss', '/rss.xml'),
    RSS_CONTENT_TYPE,
  )
}

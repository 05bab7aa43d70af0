import { conditionalXmlResponse, RSS_CONTENT_TYPE } from '@/lib/feeds/conditional-response'
import { renderFeed } from '@/lib/feeds/render-feeds'

/** The articles channel again, at the address many feed readers try first. */
export async function GET(request: Request) {
  return conditionalXmlResponse(
    request,
    await renderFeed('articles', 'rss', '/feed.xml'),
    RSS_CONTENT_TYPE,
  )
}

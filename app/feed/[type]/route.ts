import {
  ATOM_CONTENT_TYPE,
  conditionalXmlResponse,
  RSS_CONTENT_TYPE,
} from '@/lib/feeds/conditional-response'
import { isFeedFormat, isFeedType } from '@/lib/feeds/entries'
import { renderFeed } from '@/lib/feeds/render-feeds'

/**
 * RSS 2.0 of one content type: articles, quizzes, resources or careers (open jobs); or the
 * articles feed by its format's name (/feed/rss, /feed/atom).
 */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params
  const self = `/feed/${type}`
  if (isFeedType(type)) {
    return conditionalXmlResponse(request, await renderFeed(type, 'rss', self), RSS_CONTENT_TYPE)
  }
  if (isFeedFormat(type)) {
    return conditionalXmlResponse(
      request,
      await renderFeed('articles', type, self),
      type === 'atom' ? ATOM_CONTENT_TYPE : RSS_CONTENT_TYPE,
    )
  }
  // Only another spelling of a feed's name gets here (paths match without regard to case); every
  // other type is rewritten to the 404 page (unknownFeedRewrite in next.config.ts).
  return new Response(null, { status: 308, headers: { Location: `/feed/${type.toLowerCase()}` } })
}

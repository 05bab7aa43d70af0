import { conditionalXmlResponse, RSS_CONTENT_TYPE } from '@/lib/feeds/conditional-response'
import { isFeedType } from '@/lib/feeds/entries'
import { renderFeed } from '@/lib/feeds/render-feeds'

/** RSS 2.0 of one content type: articles, quizzes, resources or careers (open jobs). */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params
  if (!isFeedType(type))
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return conditionalXmlResponse(
    request,
    await renderFeed(type, 'rss', `/feed/${type}`),
    RSS_CONTENT_TYPE,
  )
}

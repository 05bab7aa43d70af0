import { getSitemapUrls } from '@/lib/data/sitemap'
import { conditionalXmlResponse, XML_CONTENT_TYPE } from '@/lib/feeds/conditional-response'
import { newestLastmod, renderUrlset, sitemapPage, sitemapPageCount } from '@/lib/seo/sitemap'

/** One file of a split sitemap, /sitemaps/{n}.xml, listed by the index at /sitemap.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file)
  const urls = await getSitemapUrls()
  const page = Number(match?.[1])
  if (!match || page > sitemapPageCount(urls.length)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const pageUrls = sitemapPage(urls, page)
  return conditionalXmlResponse(
    request,
    { xml: renderUrlset(pageUrls), lastModified: newestLastmod(pageUrls) },
    XML_CONTENT_TYPE,
  )
}

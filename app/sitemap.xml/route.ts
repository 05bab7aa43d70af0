import { getSitemapUrls } from '@/lib/data/sitemap'
import { siteUrl } from '@/lib/env'
import { conditionalXmlResponse, XML_CONTENT_TYPE } from '@/lib/feeds/conditional-response'
import {
  newestLastmod,
  renderSitemapIndex,
  renderUrlset,
  sitemapPageCount,
} from '@/lib/seo/sitemap'

/** The sitemap, or past 45,000 URLs an index of /sitemaps/{n}.xml files. */
export async function GET(request: Request) {
  const urls = await getSitemapUrls()
  const pages = sitemapPageCount(urls.length)
  const xml =
    pages === 1
      ? renderUrlset(urls)
      : renderSitemapIndex(
          Array.from({ length: pages }, (_, index) => `${siteUrl}/sitemaps/${index + 1}.xml`),
        )
  return conditionalXmlResponse(
    request,
    { xml, lastModified: newestLastmod(urls) },
    XML_CONTENT_TYPE,
  )
}

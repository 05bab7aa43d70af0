import { createHash } from 'node:crypto'

export type XmlDocument = { xml: string; lastModified: Date }

/** A strong ETag from the document's bytes: any change to the XML changes it. */
export const etagOf = (xml: string) =>
  `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`

function notModified(request: Request, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers.get('if-none-match')
  // RFC 9110: If-None-Match wins over If-Modified-Since when both are sent.
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '')
  return (
    Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000)
  )
}

/** The XML with validators, or 304 with no body when the client's copy is current. */
export function conditionalXmlResponse(request: Request, doc: XmlDocument, contentType: string) {
  const etag = etagOf(doc.xml)
  const headers = {
    ETag: etag,
    'Last-Modified': doc.lastModified.toUTCString(),
    'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
  }
  if (notModified(request, etag, doc.lastModified))
    return new Response(null, { status: 304, headers })
  return new Response(doc.xml, { headers: { ...headers, 'Content-Type': contentType } })
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'

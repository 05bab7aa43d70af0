import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from '../gateway/http.ts'
import { blobOf, type ObjectRow } from './db.ts'
import { errors } from './errors.ts'
import { renderImage, type TransformOptions } from './image-transform.ts'
import type { BlobStore } from './store.ts'

type AssetOptions = {
  download?: string | null
  expires?: string
  head?: boolean
  // Set for /render/image/...: the bytes sent are the transformed image.
  transform?: TransformOptions
}

// Serves an object's bytes the way supabase/storage's asset renderer does (headers from the
// stored metadata, Range, If-None-Match / If-Modified-Since, ?download), or, as its image
// renderer does, the transformed image with the original's ETag and cache headers.
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  store: BlobStore,
  object: ObjectRow,
  options: AssetOptions = {},
): Promise<void> {
  const bytes = await store.get(blobOf(object))
  if (!bytes) {
    // The row exists but the bytes do not: the renderer's own not-found answer.
    sendJson(
      res,
      400,
      { error: 'Not found', message: 'The resource was not found', statusCode: '404' },
      { 'Cache-Control': 'no-store' },
    )
    return
  }
  const metadata = object.metadata
  const headers: Record<string, string> = { 'Accept-Ranges': 'bytes' }
  let mimetype = metadata?.mimetype ?? 'application/octet-stream'
  if (metadata?.eTag) headers.ETag = metadata.eTag
  const lastModified = new Date(metadata?.lastModified ?? object.updated_at)
  headers['Last-Modified'] = lastModified.toUTCString()
  if (options.expires) headers.Expires = options.expires
  else headers['Cache-Control'] = metadata?.cacheControl ?? 'no-cache'
  if (options.download !== undefined && options.download !== null) {
    const name = encodeURIComponent(options.download)
    headers['Content-Disposition'] =
      options.download === ''
        ? 'attachment;'
        : `attachment; filename=${name}; filename*=UTF-8''${name};`
  }
  if (notModified(req, metadata?.eTag, lastModified)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  let content: Uint8Array = bytes
  if (options.transform) {
    const rendered = await renderImage(bytes, options.transform, req.headers.accept)
    content = rendered.bytes
    mimetype = rendered.mimetype
    headers['X-Transformations'] = rendered.transformations.join(',')
  }
  headers['Content-Type'] = mimetype.includes('text/html') ? 'text/plain' : mimetype
  const range = parseRange(req.headers.range, content.length)
  let status = 200
  let body = content
  if (range) {
    status = 206
    body = content.subarray(range.start, range.end + 1)
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${content.length}`
  }
  headers['Content-Length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(options.head || req.method === 'HEAD' ? undefined : body)
}

// GET /object/info/...: the object row as the info renderer shapes it.
export function sendInfo(res: ServerResponse, object: ObjectRow): void {
  const metadata = object.metadata
  const headers: Record<string, string> = {}
  if (metadata?.eTag) headers.ETag = metadata.eTag
  if (metadata?.cacheControl) headers['Cache-Control'] = metadata.cacheControl
  if (metadata?.lastModified)
    headers['Last-Modified'] = new Date(metadata.lastModified).toUTCString()
  sendJson(
    res,
    200,
    {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata?.size ?? null,
      content_type: metadata?.mimetype ?? null,
      cache_control: metadata?.cacheControl ?? null,
      etag: metadata?.eTag ?? null,
      // An object uploaded without metadata has `{}`, as Storage returns it.
      metadata: object.user_metadata ?? {},
      last_modified: object.updated_at,
      created_at: object.created_at,
    },
    headers,
  )
}

function notModified(req: IncomingMessage, eTag: string | undefined, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) {
    if (!eTag) return false
    const bare = (tag: string) => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(eTag))
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

function parseRange(header: string | undefined, size: number) {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.split(',')[0]?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) throw errors.invalidRange()
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) throw errors.invalidRange()
  return { start, end }
}

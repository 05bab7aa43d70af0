import type { IncomingMessage } from 'node:http'
import { BodyTooLarge, readBody } from '../gateway/http.ts'
import { errors } from './errors.ts'
import { isEmptyFolder, mustBeAllowedMimeType } from './limits.ts'

const maxUserMetadataBytes = 1024 * 1024

// Consumes whatever is left of a request body, so an early error answer reaches the client
// instead of a reset connection.
export function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    req.once('end', resolve)
    req.once('close', resolve)
    req.once('error', () => resolve())
    req.resume()
  })
}

// The body up to `limit` bytes; beyond it the rest is drained and EntityTooLarge thrown (an async
// iterator would destroy the socket on the early exit, and the client would never see the error).
export function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      req.off('data', onData)
      req.off('end', onEnd)
      chunks.length = 0
      void drain(req).then(() => reject(errors.entityTooLarge()))
    }
    const onEnd = () => resolve(Buffer.concat(chunks))
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', reject)
    req.once('close', () => {
      if (!req.readableEnded) reject(errors.noContentProvided('Request stream closed early'))
    })
  })
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await readBody(req)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw errors.entityTooLarge('payload')
    throw error
  }
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // answered below
  }
  throw errors.invalidRequest(
    "Body is not valid JSON but content-type is set to 'application/json'",
  )
}

export type UploadPayload = {
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | undefined
  declaredLength: number | undefined
  // The object's bytes; for raw bodies read only once the policies allowed the upload.
  bytes: () => Promise<Uint8Array>
}

// Reads an upload the two ways storage-js sends one (protocol doc D.2): a multipart form whose
// first file part is the object, or the raw body with content-type, cache-control and x-metadata.
export async function readUpload(
  req: IncomingMessage,
  options: { name: string; maxSize: number; allowedMimeTypes: string[] | null },
): Promise<UploadPayload> {
  const maxSize = isEmptyFolder(options.name) ? 0 : options.maxSize
  const allowed = isEmptyFolder(options.name) ? null : options.allowedMimeTypes
  const contentType = req.headers['content-type'] ?? ''
  const declared = Number(req.headers['content-length'])
  const declaredLength = Number.isFinite(declared) && declared >= 0 ? declared : undefined
  if (contentType.startsWith('multipart/form-data')) {
    const raw = await readBytes(req, maxSize + maxUserMetadataBytes + 64 * 1024)
    let form: FormData
    try {
      form = await new Response(
        new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength),
        {
          headers: { 'content-type': contentType },
        },
      ).formData()
    } catch {
      throw errors.noContentProvided()
    }
    let file: File | undefined
    const fields: Record<string, string> = {}
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] ??= value
      else file ??= value
    }
    if (!file) throw errors.noContentProvided()
    const mimeType = fields.contentType || file.type || 'application/octet-stream'
    mustBeAllowedMimeType(mimeType, allowed)
    const metadata = fields.metadata ?? fields.userMetadata
    if (metadata !== undefined && Buffer.byteLength(metadata) > maxUserMetadataBytes) {
      throw errors.entityTooLarge('user_metadata')
    }
    if (file.size > maxSize) throw errors.entityTooLarge()
    const bytes = new Uint8Array(await file.arrayBuffer())
    return {
      mimeType,
      cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
      userMetadata: metadata === undefined ? undefined : parseObject(metadata),
      declaredLength,
      bytes: async () => bytes,
    }
  }
  const mimeType = contentType || 'application/octet-stream'
  mustBeAllowedMimeType(mimeType, allowed)
  if (declaredLength !== undefined && declaredLength > maxSize) throw errors.entityTooLarge()
  const header = req.headers['x-metadata']
  return {
    mimeType,
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    userMetadata:
      typeof header === 'string'
        ? parseObject(Buffer.from(header, 'base64').toString('utf8'))
        : undefined,
    declaredLength,
    bytes: () => readBytes(req, maxSize),
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

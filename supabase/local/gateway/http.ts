import type { IncomingMessage, ServerResponse } from 'node:http'

export const maxBodyBytes = 1024 * 1024

export class BodyTooLarge extends Error {}

// Reads the request body as text, refusing more than 1 MiB (answered with 413).
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    return Promise.reject(new BodyTooLarge())
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new BodyTooLarge())
        req.resume()
        chunks.length = 0
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  })
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): void {
  if (body !== null) headers['Content-Length'] = String(Buffer.byteLength(body))
  else if (status !== 204 && status !== 304) headers['Content-Length'] = '0'
  res.writeHead(status, headers)
  res.end(body ?? undefined)
}

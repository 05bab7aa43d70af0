import type { IncomingMessage } from 'node:http'
import { BodyTooLarge, maxBodyBytes, sendJson, send } from '../gateway/http.ts'
import type { Route } from '../gateway/router.ts'
import { checkAccessToken, type Access } from './channels/access-token.ts'
import type { OutgoingBroadcast } from './channels/hub.ts'
import { canWrite } from './channels/private-channel.ts'
import type { RealtimeService } from './service.ts'

type BroadcastMessage = { topic: string; private: boolean; outgoing: OutgoingBroadcast }

// Realtime's HTTP broadcast API under /realtime/v1 (protocol doc C.4): the batch endpoint
// POST /api/broadcast and the single-message POST /api/broadcast/<topic>/events/<event>
// (realtime-js httpSend). Both answer 202; private messages the caller may not write are dropped.
export function realtimeRoute(service: RealtimeService): Route {
  const { hub } = service
  return {
    prefix: '/realtime/v1',
    handle: async ({ req, res, path, url, bearer }) => {
      const single = path.match(/^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/)
      if (req.method !== 'POST' || (path !== '/api/broadcast' && !single)) {
        return sendJson(res, 404, { message: 'Not found' })
      }
      const checked = checkAccessToken(bearer ?? hub.keys.anonKey, hub.keys)
      if (!checked.ok) return sendJson(res, 401, { message: checked.reason.replace(/^\w+: /, '') })
      let messages: BroadcastMessage[]
      try {
        messages = single
          ? [await singleMessage(req, url, single)]
          : batchMessages(JSON.parse((await readRawBody(req)).toString('utf8')) as unknown)
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return sendJson(res, 413, { message: 'Payload too large' })
        return sendJson(res, 400, { message: 'Invalid broadcast body' })
      }
      await service.ready
      for (const message of messages) await deliver(service, checked.access, message)
      send(res, 202, null)
    },
  }
}

async function deliver(service: RealtimeService, access: Access, message: BroadcastMessage) {
  const { hub } = service
  if (message.private && !(await canWrite(hub.pg, access, message.topic, 'broadcast'))) return
  const hubTopic = `${message.private ? 'private' : 'public'}:realtime:${message.topic}`
  hub.broadcast(hubTopic, message.outgoing, null)
}

function batchMessages(body: unknown): BroadcastMessage[] {
  const list = (body as { messages?: unknown } | null)?.messages
  if (!Array.isArray(list)) throw new Error('messages must be an array')
  return list.map((m: unknown) => {
    const { topic, event, payload } = (m ?? {}) as Record<string, unknown>
    if (typeof topic !== 'string' || typeof event !== 'string') throw new Error('Bad message')
    return {
      topic,
      private: (m as Record<string, unknown>).private === true,
      outgoing: { kind: 'json', payload: { type: 'broadcast', event, payload: payload ?? {} } },
    }
  })
}

async function singleMessage(
  req: IncomingMessage,
  url: URL,
  [, topic, event]: RegExpMatchArray,
): Promise<BroadcastMessage> {
  const body = await readRawBody(req)
  const binary = req.headers['content-type']?.startsWith('application/octet-stream') === true
  if (!binary) JSON.parse(body.toString('utf8'))
  return {
    topic: decodeURIComponent(topic ?? ''),
    private: url.searchParams.get('private') === 'true',
    outgoing: {
      kind: 'user',
      broadcast: { event: decodeURIComponent(event ?? ''), encoding: binary ? 0 : 1, bytes: body },
    },
  }
}

// The gateway's readBody decodes UTF-8; binary broadcasts need the bytes.
function readRawBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        req.resume()
        reject(new BodyTooLarge())
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ServiceContext } from '../gateway/service-context.ts'
import { resolveSocketKey } from './channels/access-token.ts'
import { installCapture, listenForChanges, type Change } from './postgres-changes/capture.ts'
import { prepareChange, type FanOutDeps } from './postgres-changes/change-fanout.ts'
import { shutdownChannel } from './channels/events.ts'
import type { JoinContext } from './channels/join.ts'
import { openConnection } from './protocol/connection.ts'
import { createHub, type Hub } from './channels/hub.ts'
import type { Vsn } from './protocol/phoenix.ts'
import { createTableInfoCache } from './postgres-changes/table-info.ts'
import { handshakeProblem, rejectUpgrade } from './protocol/ws-connection.ts'

export type RealtimeOptions = {
  path?: string
  publication?: string
  // Phoenix closes sockets that send nothing (not even a heartbeat) for this long.
  idleTimeoutMs?: number
  maxMessageBytes?: number
}

export type RealtimeStats = { connections: number; channels: number; postgresChanges: number }

export type RealtimeService = {
  // Resolves once the change-capture triggers are installed and listening.
  ready: Promise<void>
  hub: Hub
  stats: () => RealtimeStats
  close: () => Promise<void>
}

const supportedVsn = new Set(['1.0.0', '2.0.0'])
// Two services on one server would both answer the same upgrade.
const attached = new WeakSet<object>()

// Realtime at /realtime/v1/websocket on the shared HTTP server (protocol doc section C).
export function realtimeService(
  context: ServiceContext,
  options: RealtimeOptions = {},
): RealtimeService {
  const {
    path = '/realtime/v1/websocket',
    publication = 'supabase_realtime',
    idleTimeoutMs = 60_000,
    maxMessageBytes = 4 * 1024 * 1024,
  } = options
  const { pg, keys, httpServer } = context
  if (attached.has(httpServer)) throw new Error('Realtime is already attached to this HTTP server')
  attached.add(httpServer)
  const tables = createTableInfoCache(pg)
  const hub = createHub(pg, keys, tables)
  const ctx: JoinContext = {
    hub,
    publication,
    shutdown: (channel, message) => shutdownChannel(ctx, channel, message),
  }
  const deps: FanOutDeps = { pg, tables, listeners: hub.listeners }
  // Each change is prepared as soon as it is notified and sent in commit order.
  let changes: Promise<void> = Promise.resolve()
  const onChange = (change: Change | (() => Promise<Change | null>)) => {
    const prepared =
      typeof change === 'function'
        ? change().then((loaded) => (loaded ? prepareChange(deps, loaded) : () => {}))
        : prepareChange(deps, change)
    changes = changes
      .then(() => prepared)
      .then((send) => send())
      .catch((error: unknown) => console.error('Supabase Local realtime: change failed', error))
  }
  // A migration notifies once per statement: drop the cache at once, reload it when quiet.
  let warmTimer: NodeJS.Timeout | null = null
  const onDdl = () => {
    tables.clear()
    if (warmTimer) clearTimeout(warmTimer)
    warmTimer = setTimeout(() => void tables.warm(publication).catch(() => {}), 20)
    warmTimer.unref()
  }
  let unlisten: (() => Promise<void>) | null = null
  const ready = installCapture(pg, publication).then(async () => {
    unlisten = await listenForChanges(pg, { onChange, onDdl })
    await tables.warm(publication)
  })
  ready.catch((error: unknown) => console.error('Supabase Local realtime: setup failed', error))

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== path && url.pathname !== `${path}/`) {
      // Leave other paths to other upgrade listeners, if there are any.
      if (httpServer.listenerCount('upgrade') === 1) {
        rejectUpgrade(socket, 404, 'Not Found', '{"message":"no Route matched with those values"}')
      }
      return
    }
    const problem = handshakeProblem(req)
    if (problem)
      return rejectUpgrade(socket, 400, 'Bad Request', JSON.stringify({ message: problem }))
    const vsn = url.searchParams.get('vsn') ?? '1.0.0'
    if (!supportedVsn.has(vsn)) {
      return rejectUpgrade(socket, 400, 'Bad Request', '{"message":"Unsupported vsn"}')
    }
    const header = req.headers.apikey ?? req.headers['x-api-key']
    const apikey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header)
    const key = resolveSocketKey(apikey ?? null, keys)
    if (!key.ok) {
      return rejectUpgrade(
        socket,
        key.status,
        'Unauthorized',
        JSON.stringify({ message: key.message }),
      )
    }
    openConnection(req, socket, head, {
      ctx,
      vsn: vsn as Vsn,
      socketToken: key.token,
      maxMessageBytes,
      ready,
    })
  }
  httpServer.on('upgrade', onUpgrade)

  // Idle sockets are dropped; so is everything once the HTTP server stops listening, since
  // upgraded sockets would otherwise keep its close() waiting.
  const sweep = setInterval(
    () => {
      const now = Date.now()
      for (const connection of hub.connections) {
        if (!httpServer.listening) connection.ws.close(1001, 'Server shutting down')
        else if (now - connection.ws.lastActivity() > idleTimeoutMs) connection.ws.terminate()
      }
    },
    Math.max(50, Math.min(1_000, Math.floor(idleTimeoutMs / 4))),
  )
  sweep.unref()

  let closed: Promise<void> | null = null
  return {
    ready,
    hub,
    stats: () => hub.stats(),
    close: () => {
      closed ??= (async () => {
        clearInterval(sweep)
        attached.delete(httpServer)
        if (warmTimer) clearTimeout(warmTimer)
        httpServer.off('upgrade', onUpgrade)
        for (const connection of hub.connections) connection.ws.terminate()
        await ready.catch(() => {})
        await changes
        await unlisten?.().catch(() => {})
      })()
      return closed
    },
  }
}

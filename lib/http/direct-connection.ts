import { Server, type IncomingMessage } from 'node:http'

/** Headers only a proxy may write; with none in front, a client wrote them itself. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']

/**
 * A request that reached `next start` with no proxy in front: its forwarding headers are dropped
 * and X-Forwarded-For names the socket's address. Next keeps a client's own X-Forwarded-For (it
 * fills the header only when it is absent), and compares a server action's Origin with
 * X-Forwarded-Host, so without this a script could choose the address its rate limits are
 * counted under and the host its links are built for.
 */
export function keepSocketAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>) {
  for (const name of PROXY_HEADERS) delete request.headers[name]
  const address = request.socket.remoteAddress
  if (address) request.headers['x-forwarded-for'] = address
  else delete request.headers['x-forwarded-for']
}

/**
 * Applies keepSocketAddress to every request the process's HTTP servers receive, before Next
 * reads them (Node emits 'request' through the prototype's `emit`). Only for TRUSTED_PROXY_HOPS=0
 * off Vercel (instrumentation.ts); with proxies in front, their headers are read as configured.
 * Returns the function that puts Node's own `emit` back.
 */
export function installDirectConnectionHeaders(): () => void {
  const emit = Server.prototype.emit
  Server.prototype.emit = function emitWithSocketAddress(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') keepSocketAddress(args[0] as IncomingMessage)
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  }
  return () => {
    Server.prototype.emit = emit
  }
}

import { Server, type IncomingMessage } from 'node:http'

import { keepSocketAddress } from '@/lib/http/proxy-trust'

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

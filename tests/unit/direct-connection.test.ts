import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { installDirectConnectionHeaders } from '@/lib/http/direct-connection'
import { keepSocketAddress } from '@/lib/http/proxy-trust'

// With no proxy in front, forwarding headers come from the client: they must not reach Next.

describe('keepSocketAddress', () => {
  it('drops the forwarding headers and names the socket address', () => {
    const request = {
      headers: {
        host: 'scholarly.test',
        forwarded: 'for=203.0.113.9;host=evil.test',
        'x-forwarded-for': '198.51.100.250',
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        origin: 'http://evil.test',
      },
      socket: { remoteAddress: '192.0.2.10' },
    } as unknown as Parameters<typeof keepSocketAddress>[0]
    keepSocketAddress(request)
    expect(request.headers).toEqual({
      host: 'scholarly.test',
      'x-forwarded-for': '192.0.2.10',
      origin: 'http://evil.test',
    })
  })

  it('leaves no address when the socket has none (closed)', () => {
    const request = {
      headers: { 'x-forwarded-for': '198.51.100.250' },
      socket: { remoteAddress: undefined },
    } as unknown as Parameters<typeof keepSocketAddress>[0]
    keepSocketAddress(request)
    expect(request.headers).toStrictEqual({})
  })
})

describe('installDirectConnectionHeaders', () => {
  let server: Server | undefined
  let uninstall: (() => void) | undefined

  afterEach(async () => {
    uninstall?.()
    await new Promise((resolve) => server?.close(resolve))
  })

  async function headersSeenBehind(install: boolean) {
    if (install) uninstall = installDirectConnectionHeaders()
    server = createServer((request, response) => response.end(JSON.stringify(request.headers)))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-for': '198.51.100.250', 'x-forwarded-host': 'evil.test' },
    })
    return (await response.json()) as Record<string, string>
  }

  it("replaces a client's forwarding headers on a real server before its handler runs", async () => {
    const seen = await headersSeenBehind(true)
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen['x-forwarded-host']).toBeUndefined()
  })

  it('puts Node’s own emit back when uninstalled', async () => {
    installDirectConnectionHeaders()()
    const seen = await headersSeenBehind(false)
    expect(seen['x-forwarded-for']).toBe('198.51.100.250')
    expect(seen['x-forwarded-host']).toBe('evil.test')
  })
})

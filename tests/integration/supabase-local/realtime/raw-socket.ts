// A bare WebSocket client speaking Phoenix by hand, for the serializer realtime-js is not using.
export type RawSocket = {
  ws: WebSocket
  received: unknown[]
  send: (message: unknown) => void
  next: (match: (message: unknown) => boolean, timeoutMs?: number) => Promise<unknown>
  closed: Promise<number>
}

export async function openRawSocket(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url)
  ws.binaryType = 'arraybuffer'
  const received: unknown[] = []
  const waiters = new Set<() => void>()
  ws.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data
    received.push(typeof data === 'string' ? JSON.parse(data) : new Uint8Array(data as ArrayBuffer))
    for (const wake of waiters) wake()
  })
  const closed = new Promise<number>((resolve) => {
    ws.addEventListener('close', (event: CloseEvent) => resolve(event.code))
  })
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve())
    ws.addEventListener('error', () => reject(new Error('WebSocket failed to open')))
  })
  let cursor = 0
  return {
    ws,
    received,
    closed,
    send: (message) =>
      ws.send(
        message instanceof Uint8Array
          ? (message as Uint8Array<ArrayBuffer>)
          : JSON.stringify(message),
      ),
    next: async (match, timeoutMs = 2_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        for (; cursor < received.length; cursor++) {
          if (match(received[cursor])) return received[cursor++]
        }
        const remaining = deadline - Date.now()
        if (remaining <= 0) throw new Error('no matching message')
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            resolve()
          }
          waiters.add(wake)
          setTimeout(wake, remaining)
        })
      }
    },
  }
}

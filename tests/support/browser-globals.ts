import { vi } from 'vitest'

/** An in-memory Web Storage; `blocked` makes every call throw, as private modes and quotas do. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  private readonly blocked: boolean
  constructor(blocked = false) {
    this.blocked = blocked
  }
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    this.check()
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.check()
    this.items.set(key, String(value))
  }
  private check() {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError')
  }
}

export type BrowserStandIn = {
  window: EventTarget & { localStorage: Storage; sessionStorage: Storage }
  beacons: { url: string; data: Blob }[]
}

/**
 * The few browser globals the client-side helpers in lib/ touch (window and its storages,
 * location, document.referrer, navigator.sendBeacon and globalPrivacyControl), on Node's own
 * EventTarget; undone by vi.unstubAllGlobals().
 */
export function standInForBrowser(
  options: {
    href?: string
    referrer?: string
    globalPrivacyControl?: boolean
    /** Storage that throws: both storages, or only sessionStorage. */
    blockedStorage?: 'both' | 'session'
    sendBeacon?: boolean
  } = {},
): BrowserStandIn {
  const { blockedStorage } = options
  const location = new URL(options.href ?? 'https://scholarly.test/articles/')
  const target = Object.assign(new EventTarget(), {
    localStorage: new MemoryStorage(blockedStorage === 'both'),
    sessionStorage: new MemoryStorage(blockedStorage !== undefined),
    location,
  })
  const beacons: BrowserStandIn['beacons'] = []
  vi.stubGlobal('window', target)
  vi.stubGlobal('document', { referrer: options.referrer ?? '' })
  vi.stubGlobal('navigator', {
    globalPrivacyControl: options.globalPrivacyControl,
    sendBeacon:
      options.sendBeacon === false
        ? undefined
        : (url: string, data: Blob) => beacons.push({ url, data }) > 0,
  })
  return { window: target, beacons }
}

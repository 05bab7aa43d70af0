import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import HashedPageCache from '@/lib/http/hashed-page-cache'
import { inlineScriptHashes } from '@/lib/http/inline-script-hashes'

// Next's own file-system helpers, as `next start` hands them to the cache handler.
const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods')

const PAGE = { kind: 'APP_PAGE' } as const

function html(...scripts: string[]) {
  return `<!DOCTYPE html><html><body><h1>A page</h1>${scripts
    .map((script) => `<script>${script}</script>`)
    .join('')}<script src="/_next/static/chunks/main.js" async=""></script></body></html>`
}

function newCache() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'hashed-page-cache-'))
  const cache = new HashedPageCache({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  })
  return { cache, serverDistDir }
}

const appPage = (value: Record<string, unknown>) => ({
  ...PAGE,
  rscData: Buffer.from('0:{}'),
  status: 200,
  postponed: undefined,
  segmentData: undefined,
  headers: { 'x-next-cache-tags': 'articles' },
  ...value,
})

const context = { kind: PAGE.kind, isRoutePPREnabled: true, isFallback: false } as const
const stored = { cacheControl: { revalidate: 30, expire: 3600 }, isRoutePPREnabled: false }

async function policyOf(cache: InstanceType<typeof HashedPageCache>, key: string) {
  const entry = await cache.get(key, context as never)
  const value = entry?.value as { headers?: Record<string, string> } | undefined
  return value?.headers?.['content-security-policy']
}

describe('HashedPageCache: each complete page carries the policy of its own inline scripts', () => {
  it('stores a rendered page with script-src self and exactly the hashes of its inline scripts', async () => {
    const { cache, serverDistDir } = newCache()
    const page = html('self.__next_f.push([1,"a"])', 'document.documentElement.dataset.x="1"')
    await cache.set('/about', appPage({ html: page }) as never, stored as never)
    const policy = await policyOf(cache, '/about')
    expect(policy).toBe(["script-src 'self'", ...inlineScriptHashes(page)].join(' '))
    expect(policy?.split(' ')).toHaveLength(4)
    // Kept with the page on disk, beside Next's own headers, for the next process to read.
    const meta = JSON.parse(readFileSync(path.join(serverDistDir, 'app/about.meta'), 'utf8'))
    expect(meta.headers).toEqual({
      'x-next-cache-tags': 'articles',
      'content-security-policy': policy,
    })
  })

  it('recomputes the policy when a revalidated page replaces the old one', async () => {
    const { cache } = newCache()
    await cache.set('/articles', appPage({ html: html('one()') }) as never, stored as never)
    const first = await policyOf(cache, '/articles')
    const changed = html('two()')
    await cache.set(
      '/articles',
      appPage({ html: changed, headers: { 'content-security-policy': first } }) as never,
      stored as never,
    )
    expect(await policyOf(cache, '/articles')).toBe(
      ["script-src 'self'", ...inlineScriptHashes(changed)].join(' '),
    )
    expect(first).not.toBe(await policyOf(cache, '/articles'))
  })

  it('adds the policy to a page next build wrote without it, when it is first read', async () => {
    const { cache, serverDistDir } = newCache()
    const page = html('built()')
    mkdirSync(path.join(serverDistDir, 'app'), { recursive: true })
    writeFileSync(path.join(serverDistDir, 'app/faq.html'), page)
    writeFileSync(path.join(serverDistDir, 'app/faq.rsc'), '0:{}')
    writeFileSync(
      path.join(serverDistDir, 'app/faq.meta'),
      JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'faq' } }),
    )
    expect(await policyOf(cache, '/faq')).toBe(
      ["script-src 'self'", ...inlineScriptHashes(page)].join(' '),
    )
  })

  it('leaves a shell that is resumed per request to the nonce policy', async () => {
    const { cache } = newCache()
    const shell = appPage({ html: html('theme()'), postponed: '{"resume":1}', rscData: undefined })
    await cache.set('/auth', shell as never, { ...stored, isRoutePPREnabled: true } as never)
    expect(await policyOf(cache, '/auth')).toBeUndefined()
  })

  it('leaves route handlers and data entries as they are', async () => {
    const { cache } = newCache()
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), status: 200, headers: {} }
    await cache.set('/rss.xml', route as never, stored as never)
    const entry = await cache.get('/rss.xml', { kind: 'APP_ROUTE' } as never)
    expect(entry?.value).toMatchObject({ kind: 'APP_ROUTE', headers: {} })
  })
})

import type { OutgoingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'

import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache'

import { inlineScriptHashes } from '@/lib/http/inline-script-hashes'
import { hashScriptPolicy } from '@/lib/http/security-headers'

// Required at run time rather than bundled: the very module Next's own page cache is, whose
// static memory cache and tags manifest this class then shares.
const FileSystemCache: typeof FileSystemCacheType = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache',
).default

type Entry = Awaited<ReturnType<FileSystemCacheType['get']>>

/** The parts of a cached app page read here (Next's type names its kind by a const enum). */
type CompletePage = { html: string; headers?: OutgoingHttpHeaders }

const POLICY_HEADER = 'content-security-policy'

/**
 * A complete prerendered page (HTML with no postponed part to resume): a document Next serves
 * from the cache without rendering anything per request.
 */
function isCompletePage(value: object | null | undefined): value is CompletePage {
  if (!value || !('kind' in value) || value.kind !== 'APP_PAGE') return false
  return (
    'html' in value && typeof value.html === 'string' && !('postponed' in value && value.postponed)
  )
}

/** Stores with a complete page the policy that allows exactly its inline scripts. */
function withHashPolicy(value: object | null | undefined, { replace }: { replace: boolean }) {
  if (!isCompletePage(value)) return
  if (!replace && value.headers?.[POLICY_HEADER]) return
  value.headers = {
    ...value.headers,
    [POLICY_HEADER]: hashScriptPolicy(inlineScriptHashes(value.html)),
  }
}

/**
 * Next's own file-system page cache, unchanged, except that each complete page carries its hash
 * policy as a stored header, which Next sends beside next.config.ts's site policy whenever it
 * serves the page from the cache (lib/http/security-headers.ts). Computed once per stored
 * version: pages built by `next build` on first read (the build writes them without the header),
 * pages rendered again after a tag's revalidation as they are stored. instrumentation.ts
 * installs it.
 */
export default class HashedPageCache extends FileSystemCache {
  override async get(...args: Parameters<FileSystemCacheType['get']>): Promise<Entry> {
    const entry = await super.get(...args)
    withHashPolicy(entry?.value, { replace: false })
    return entry
  }

  override async set(...args: Parameters<FileSystemCacheType['set']>): Promise<void> {
    withHashPolicy(args[1], { replace: true })
    return super.set(...args)
  }
}

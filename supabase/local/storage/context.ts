import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import type { Caller } from './caller.ts'
import type { Scope } from './db.ts'
import type { BlobStore } from './store.ts'

export type StorageDeps = {
  pg: PGlite
  store: BlobStore
  jwtSecret: string
  // Signs and checks signed-URL tokens (the project JWT secret unless configured otherwise).
  signingSecret: string
  // Global upload ceiling; a bucket's own file_size_limit can only lower it.
  fileSizeLimit: number
  // Lifetime of signed upload URLs in seconds (supabase/storage: 2 hours).
  uploadUrlExpiresIn: number
}

export type StorageCall = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  // `:bucket` and the `*` tail of the route pattern, percent-decoded.
  bucket: string
  name: string
  caller: Caller
  // The caller's role, claims and request settings for SQL run on its behalf.
  scope: Exclude<Scope, 'superuser'>
}

export type StorageHandler = (deps: StorageDeps, call: StorageCall) => Promise<void>

// The settings supabase/storage sets on its connection next to the role (protocol doc D.2).
export function callerScope(
  caller: Caller,
  req: IncomingMessage,
  path: string,
  operation: string,
): Exclude<Scope, 'superuser'> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie' || name === 'authorization' || name === 'apikey')
      continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return {
    role: caller.role,
    claims: caller.claims,
    settings: {
      'request.method': req.method ?? 'GET',
      'request.path': path,
      'request.headers': JSON.stringify(headers),
      'storage.operation': operation,
    },
  }
}

export function ownerOf(caller: Caller): string | undefined {
  return caller.authenticated ? caller.sub : undefined
}

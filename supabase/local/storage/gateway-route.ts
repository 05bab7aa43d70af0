import path from 'node:path'
import { projectRoot } from '../db/paths.ts'
import type { Route } from '../gateway/router.ts'
import type { ServiceContext } from '../gateway/service-context.ts'
import type { StorageDeps } from './context.ts'
import { diskStore } from './disk-store.ts'
import { handleStorageRequest } from './handle-request.ts'
import { defaultFileSizeLimit } from './limits.ts'
import { matchRoute } from './route-table.ts'
import { memoryStore, type BlobStore } from './store.ts'

export const defaultStorageDir = path.join(projectRoot, '.data', 'storage')

export type StorageRouteOptions = {
  // Files on disk under this folder (default .data/storage) ...
  dataDir?: string
  // ... or in memory (tests, --memory servers).
  memory?: boolean
  // An explicit store wins over both (tests inspect it).
  store?: BlobStore
  // Secret for signed-URL tokens; the project JWT secret by default, as in supabase/storage.
  signingSecret?: string
  fileSizeLimit?: number
  uploadUrlExpiresIn?: number
}

// /storage/v1: supabase/storage's REST API over storage.buckets / storage.objects in PGlite.
export function storageRoute(context: ServiceContext, options: StorageRouteOptions = {}): Route {
  const deps: StorageDeps = {
    pg: context.pg,
    store:
      options.store ??
      (options.memory ? memoryStore() : diskStore(options.dataDir ?? defaultStorageDir)),
    jwtSecret: context.keys.jwtSecret,
    signingSecret: options.signingSecret ?? context.keys.jwtSecret,
    fileSizeLimit: options.fileSizeLimit ?? defaultFileSizeLimit,
    uploadUrlExpiresIn: options.uploadUrlExpiresIn ?? 7200,
  }
  return {
    prefix: '/storage/v1',
    handle: (request) => handleStorageRequest(deps, request),
    // Public and signed URLs are opened by browsers and carry no key at all.
    keyOptional: (routePath, method) => matchRoute(method, routePath)?.spec.auth === 'none',
  }
}

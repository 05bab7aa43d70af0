import type { PGlite, Transaction } from '@electric-sql/pglite'
import { withRole } from '../db/with-role.ts'
import type { JwtClaims } from '../jwt.ts'
import { fromDatabaseError } from './errors.ts'
import { isUuid } from './limits.ts'
import type { BlobLocation } from './store.ts'

// Who a statement runs as: the caller's role with its claims and request settings (so the
// storage.objects policies decide, protocol doc D.2), or the superuser for the steps
// supabase/storage runs with its service connection (bucket lookups, committing an upload).
export type Scope =
  'superuser' | { role: string; claims: JwtClaims; settings: Record<string, string> }

export type ObjectMetadata = {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export type ObjectRow = {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
}

export type BucketRow = {
  id: string
  name: string
  owner: string | null
  owner_id: string | null
  public: boolean
  type: string
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: Date
  updated_at: Date
}

export const objectColumns =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at'
export const bucketColumns =
  'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at'

// Where a row's bytes are stored; rows written by hand (seeds, SQL) have no version and no bytes.
export function blobOf(row: Pick<ObjectRow, 'bucket_id' | 'name' | 'version'>): BlobLocation {
  return { bucket: row.bucket_id, name: row.name, version: row.version ?? '' }
}

class Rollback {}

export async function run<T>(
  pg: PGlite,
  scope: Scope,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    if (scope === 'superuser') return await pg.transaction(fn)
    return await withRole(pg, scope, fn)
  } catch (error) {
    if (error instanceof Rollback) throw error
    throw fromDatabaseError(error)
  }
}

// Runs fn as the caller and rolls back: "would the policies allow this?" (supabase/storage's
// testPermission, used before accepting an upload's bytes).
export async function testPermission<T>(
  pg: PGlite,
  scope: Scope,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let result: T | undefined
  try {
    await run(pg, scope, async (tx) => {
      result = await fn(tx)
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
  return result as T
}

export async function findBucket(pg: PGlite, scope: Scope, id: string): Promise<BucketRow | null> {
  const { rows } = await run(pg, scope, (tx) =>
    tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]),
  )
  return rows[0] ?? null
}

export async function findObject(
  tx: Transaction,
  bucket: string,
  name: string,
  lock = false,
): Promise<ObjectRow | null> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2${lock ? ' for update' : ''}`,
    [bucket, name],
  )
  return rows[0] ?? null
}

export type NewObject = {
  bucket: string
  name: string
  owner: string | undefined
  version: string
  metadata: Partial<ObjectMetadata> | null
  userMetadata: Record<string, unknown> | null | undefined
}

// owner keeps the JWT sub when it is a uuid; owner_id always keeps it. Without a sub (service
// role) a replaced or moved object keeps its previous owner, as supabase/storage leaves it.
export const ownerColumns = (owner: string | undefined) => [
  owner && isUuid(owner) ? owner : null,
  owner ?? null,
]

export function insertObject(tx: Transaction, object: NewObject) {
  return tx.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      object.bucket,
      object.name,
      ...ownerColumns(object.owner),
      object.version,
      object.metadata,
      object.userMetadata ?? null,
    ],
  )
}

export async function upsertObject(tx: Transaction, object: NewObject): Promise<ObjectRow> {
  const { rows } = await tx.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (name, bucket_id) do update set metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version,
       owner = coalesce(excluded.owner, storage.objects.owner),
       owner_id = coalesce(excluded.owner_id, storage.objects.owner_id), updated_at = now()
     returning ${objectColumns}`,
    [
      object.bucket,
      object.name,
      ...ownerColumns(object.owner),
      object.version,
      object.metadata,
      object.userMetadata ?? null,
    ],
  )
  return rows[0] as ObjectRow
}

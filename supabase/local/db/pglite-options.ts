import { PGlite } from '@electric-sql/pglite'
import type { PGliteOptions } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'

// Bundles load lazily on CREATE EXTENSION, so offering more costs nothing at start-up; every open
// of a data dir must offer the same set, or functions of created extensions fail to load.
export const extensions = { pgcrypto, uuid_ossp, pg_trgm, citext, moddatetime, unaccent }

// PGlite runs Postgres single-user with search_path=public on its command line, which also
// ignores ALTER ROLE ... SET; Supabase's postgres role has extensions on its path (crypt() in seeds).
// All of shared_buffers is resident once the server has started (about 150 MB of WebAssembly
// memory with the default 128 MB); a local database of a few MB needs little, and a page that
// misses is copied back from PGlite's file system, in memory or in the OS page cache. One session
// needs no room for 100 connections either. Like Supabase's Postgres, the planner assumes a
// 128 MB cache and query ids are computed (pg_stat_statements there), which EXPLAIN VERBOSE shows.
const startParams = [
  ...PGlite.defaultStartParams.map((param) =>
    param.startsWith('search_path=') ? 'search_path="$user",public,extensions' : param,
  ),
  ...[
    'shared_buffers=8MB',
    'max_connections=8',
    'effective_cache_size=128MB',
    'compute_query_id=on',
  ].flatMap((setting) => ['-c', setting]),
]

export const pgliteOptions = { extensions, startParams } satisfies PGliteOptions

import type { Server } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import type { LocalKeys } from '../keys.ts'

// What every service is built from: the database, the project keys and the HTTP server (Realtime
// takes over its upgrade requests).
export type ServiceContext = { pg: PGlite; keys: LocalKeys; httpServer: Server }

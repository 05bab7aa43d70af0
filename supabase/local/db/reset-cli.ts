// `npm run db:reset [data dir]`: rebuilds the local database from migrations and seed. Stop the
// dev server first: PGlite holds its data dir exclusively.
import path from 'node:path'
import { resetDatabase } from './open-database.ts'
import { defaultDataDir } from './paths.ts'

const dataDir = path.resolve(process.argv[2] ?? defaultDataDir)
const started = performance.now()
await resetDatabase(dataDir)
console.info(`Reset ${dataDir} in ${Math.round(performance.now() - started)} ms`)

import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const defaultSupabaseDir = fileURLToPath(new URL('../../', import.meta.url))
export const bootstrapDir = fileURLToPath(new URL('./bootstrap/', import.meta.url))
export const projectRoot = path.resolve(defaultSupabaseDir, '..')
export const defaultDataDir = path.join(projectRoot, '.data', 'supabase')
export const templateCacheDir = path.join(projectRoot, '.data', 'templates')

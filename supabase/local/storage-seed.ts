import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { projectRoot } from './db/paths.ts'

export const storageSeedDir = path.join(projectRoot, 'supabase', 'storage-seed')

const mimeTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name))
        : Promise.resolve([path.join(dir, entry.name)]),
    ),
  )
  return nested.flat()
}

/**
 * Uploads supabase/storage-seed/<bucket>/<path> through the Storage API, skipping objects that
 * already exist, so seeded rows that name a file (the lead magnet's PDF) find it.
 */
export async function seedStorage(url: string, serviceRoleKey: string, dir = storageSeedDir) {
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` }
  for (const file of await filesUnder(dir)) {
    const [bucket, ...rest] = path.relative(dir, file).split(path.sep)
    if (!bucket || rest.length === 0) continue
    const objectUrl = `${url}/storage/v1/object/${bucket}/${rest.map(encodeURIComponent).join('/')}`
    const existing = await fetch(objectUrl.replace('/object/', '/object/info/'), { headers })
    if (existing.ok) continue
    const response = await fetch(objectUrl, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': mimeTypes[path.extname(file)] ?? 'application/octet-stream',
      },
      body: await readFile(file),
    })
    if (!response.ok) {
      throw new Error(`Could not seed ${bucket}/${rest.join('/')}: ${await response.text()}`)
    }
  }
}

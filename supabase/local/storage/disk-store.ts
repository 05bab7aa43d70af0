import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BlobLocation, BlobStore } from './store.ts'

const versionPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Object names are user input: every segment is percent-encoded and the ones the file system
// would interpret ('', '.', '..') get their own spelling, so no name can leave the bucket folder.
function encodeSegment(segment: string): string {
  if (segment === '') return '%'
  if (segment === '.') return '%2E'
  if (segment === '..') return '%2E%2E'
  return encodeURIComponent(segment)
}

function decodeSegment(segment: string): string {
  return segment === '%' ? '' : decodeURIComponent(segment)
}

// Files live at <root>/<bucket>/<name segments...>/<version>, like supabase/storage's file backend.
export function diskStore(root: string): BlobStore {
  const base = path.resolve(root)
  // Rows written by hand (seeds, SQL) have no version and therefore no file.
  const isStored = (location: BlobLocation) => versionPattern.test(location.version)
  const fileOf = ({ bucket, name, version }: BlobLocation) => {
    if (!versionPattern.test(version)) throw new Error(`Invalid object version ${version}`)
    const file = path.join(
      base,
      encodeSegment(bucket),
      ...name.split('/').map(encodeSegment),
      version,
    )
    if (!file.startsWith(base + path.sep)) throw new Error(`Object path escapes ${base}`)
    return file
  }
  const writeAtomically = async (file: string, write: (temporary: string) => Promise<void>) => {
    await mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${randomUUID()}.tmp`
    try {
      await write(temporary)
      await rename(temporary, file)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }
  return {
    async put(location, bytes) {
      await writeAtomically(fileOf(location), (temporary) => writeFile(temporary, bytes))
    },
    async get(location) {
      if (!isStored(location)) return null
      return readFile(fileOf(location)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
    },
    async copy(from, to) {
      if (!isStored(from)) return false
      const source = fileOf(from)
      try {
        await writeAtomically(fileOf(to), (temporary) => copyFile(source, temporary))
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
    },
    async remove(locations) {
      const stored = locations.filter(isStored)
      await Promise.all(stored.map((location) => rm(fileOf(location), { force: true })))
    },
    async list() {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return []
          throw error
        },
      )
      const locations: BlobLocation[] = []
      for (const entry of entries) {
        if (!entry.isFile() || !versionPattern.test(entry.name)) continue
        const [bucket = '', ...segments] = path.relative(base, entry.parentPath).split(path.sep)
        locations.push({
          bucket: decodeSegment(bucket),
          name: segments.map(decodeSegment).join('/'),
          version: entry.name,
        })
      }
      return locations
    },
  }
}

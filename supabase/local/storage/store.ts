// Where object bytes live. Every upload writes a new version (a uuid), so a replaced or moved
// object never overwrites bytes a concurrent download may be reading; the old version is removed
// once the database row points at the new one, as supabase/storage does with its backends.
export type BlobLocation = { bucket: string; name: string; version: string }

export type BlobStore = {
  put: (location: BlobLocation, bytes: Uint8Array) => Promise<void>
  get: (location: BlobLocation) => Promise<Uint8Array | null>
  copy: (from: BlobLocation, to: BlobLocation) => Promise<boolean>
  remove: (locations: BlobLocation[]) => Promise<void>
  // Every stored version (tests check that nothing is lost or left behind).
  list: () => Promise<BlobLocation[]>
}

const keyOf = ({ bucket, name, version }: BlobLocation) => JSON.stringify([bucket, name, version])

export function memoryStore(): BlobStore {
  const blobs = new Map<string, { location: BlobLocation; bytes: Uint8Array }>()
  return {
    async put(location, bytes) {
      blobs.set(keyOf(location), { location: { ...location }, bytes })
    },
    async get(location) {
      return blobs.get(keyOf(location))?.bytes ?? null
    },
    async copy(from, to) {
      const source = blobs.get(keyOf(from))
      if (!source) return false
      blobs.set(keyOf(to), { location: { ...to }, bytes: source.bytes })
      return true
    },
    async remove(locations) {
      for (const location of locations) blobs.delete(keyOf(location))
    },
    async list() {
      return [...blobs.values()].map((blob) => blob.location)
    },
  }
}

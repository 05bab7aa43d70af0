// The few frontend messages of the Postgres wire protocol the executor sends (protocol v3,
// text-format parameters and results). PGlite's general serializer costs about as much per request
// as running the statements, which matters on the one path every REST request takes.

const P = 0x50
const B = 0x42
const C = 0x43

export function parse(name: string, sql: string): Buffer {
  const size = 4 + Buffer.byteLength(name) + 1 + Buffer.byteLength(sql) + 1 + 2
  const out = Buffer.allocUnsafe(1 + size)
  out[0] = P
  let at = out.writeInt32BE(size, 1)
  at = cstring(out, name, at)
  at = cstring(out, sql, at)
  out.writeInt16BE(0, at)
  return out
}

// Binds the unnamed portal to a prepared statement; null is SQL NULL.
export function bind(statement: string, values: readonly (string | null)[]): Buffer {
  let size = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2
  for (const value of values) size += 4 + (value === null ? 0 : Buffer.byteLength(value))
  const out = Buffer.allocUnsafe(1 + size)
  out[0] = B
  let at = out.writeInt32BE(size, 1)
  out[at++] = 0
  at = cstring(out, statement, at)
  at = out.writeInt16BE(0, at)
  at = out.writeInt16BE(values.length, at)
  for (const value of values) {
    if (value === null) at = out.writeInt32BE(-1, at)
    else {
      const length = out.write(value, at + 4)
      at = out.writeInt32BE(length, at) + length
    }
  }
  out.writeInt16BE(0, at)
  return out
}

export function closeStatement(name: string): Buffer {
  const size = 4 + 1 + Buffer.byteLength(name) + 1
  const out = Buffer.allocUnsafe(1 + size)
  out[0] = C
  const at = out.writeInt32BE(size, 1)
  out[at] = 0x53
  cstring(out, name, at + 1)
  return out
}

// Execute the unnamed portal with no row limit, and Sync.
export const execute = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0])
export const sync = Buffer.from([0x53, 0, 0, 0, 4])

// A statement without parameters through the unnamed statement, ended by Sync.
export function unnamed(sql: string): Buffer {
  return Buffer.concat([parse('', sql), bind('', []), execute, sync])
}

function cstring(out: Buffer, text: string, at: number): number {
  const end = at + out.write(text, at)
  out[end] = 0
  return end + 1
}

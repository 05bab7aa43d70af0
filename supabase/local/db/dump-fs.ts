import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { MemoryFS, PGlite, type postgresMod } from '@electric-sql/pglite'

type PostgresMod = postgresMod.PostgresMod

// The bytes of a dumpDataDir() tar, in memory or in a file read on demand.
export type DumpSource = {
  size: number
  read: (offset: number, length: number) => Uint8Array
  close: () => void
}

// Each read is a copy: the database writes into the files it is given.
export function bytesSource(tar: Uint8Array): DumpSource {
  return {
    size: tar.length,
    read: (offset, length) => tar.slice(offset, offset + length),
    close: () => {},
  }
}

export function fileSource(path: string): DumpSource {
  // The open descriptor keeps these bytes even if the file is replaced or removed meanwhile.
  const fd = openSync(path, 'r')
  return {
    size: fstatSync(fd).size,
    read(offset, length) {
      const bytes = new Uint8Array(length)
      let done = 0
      while (done < length) {
        const n = readSync(fd, bytes, done, length - done, offset + done)
        if (n === 0) throw new Error(`${path}: truncated database dump`)
        done += n
      }
      return bytes
    },
    close: () => closeSync(fd),
  }
}

type FileNode = { contents: Uint8Array | null; usedBytes: number }
type Ops = Record<string, unknown>
type Fs = {
  mkdirTree: (path: string) => void
  writeFile: (path: string, data: Uint8Array) => void
  lookupPath: (path: string) => { node: FileNode & { node_ops: Ops; stream_ops: Ops } }
}
type Memfs = { ops_table: { file: { node: Ops; stream: Ops } } }

// An in-memory data dir that starts as the files of a dump, each read from the dump the first
// time Postgres reads or writes it. A server touches about a quarter of a seeded cluster (not
// template0 and template1, not most catalogs); the rest never takes memory. Sizes are known
// from the start, so Postgres can still seek to the end of any file without loading it.
export class DumpFS extends MemoryFS {
  readonly #source: DumpSource

  constructor(source: DumpSource) {
    super()
    this.#source = source
  }

  override async init(pg: PGlite, options: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, options)
    const populate = (mod: PostgresMod) => {
      const memfs = (mod as unknown as { MEMFS: Memfs }).MEMFS
      populateLazily(mod.FS as unknown as Fs, memfs, this.#source, PGlite.paths.PGDATA)
    }
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), populate] },
    }
  }

  override async closeFs(): Promise<void> {
    await super.closeFs()
    this.#source.close()
  }
}

const block = 512

function populateLazily(fs: Fs, memfs: Memfs, source: DumpSource, root: string): void {
  const pending = new WeakMap<object, { offset: number; size: number }>()
  const load = (node: FileNode) => {
    const range = pending.get(node)
    if (!range) return
    pending.delete(node)
    node.contents = source.read(range.offset, range.size)
  }
  let streamOps: Ops | undefined
  let nodeOps: Ops | undefined
  for (const entry of tarEntries(source)) {
    const path = entry.name ? `${root}/${entry.name}` : root
    if (entry.type === 'dir') {
      fs.mkdirTree(path)
      continue
    }
    fs.mkdirTree(path.slice(0, path.lastIndexOf('/')))
    fs.writeFile(path, new Uint8Array(0))
    if (entry.size === 0) continue
    const node = fs.lookupPath(path).node
    streamOps ??= withLoad(memfs.ops_table.file.stream, ['read', 'write', 'mmap', 'msync'], (s) =>
      load((s as { node: FileNode }).node),
    )
    nodeOps ??= withLoad(memfs.ops_table.file.node, ['setattr'], (n) => load(n as FileNode))
    node.stream_ops = streamOps
    node.node_ops = nodeOps
    node.contents = null
    node.usedBytes = entry.size
    pending.set(node, { offset: entry.offset, size: entry.size })
  }
}

// Emscripten's MEMFS file operations, with the file's contents loaded before those that use them.
function withLoad(ops: Ops, names: string[], load: (target: unknown) => void): Ops {
  const wrapped: Ops = { ...ops }
  for (const name of names) {
    const op = ops[name] as (target: unknown, ...args: unknown[]) => unknown
    wrapped[name] = (target: unknown, ...args: unknown[]) => {
      load(target)
      return op(target, ...args)
    }
  }
  return wrapped
}

type TarEntry = { name: string; type: 'file' | 'dir' | 'other'; offset: number; size: number }

// ustar as written by PGlite's dumpTar: 512-byte headers, octal sizes, name prefix at 345.
function* tarEntries(source: DumpSource): Generator<TarEntry> {
  const decoder = new TextDecoder()
  let offset = 0
  while (offset + block <= source.size) {
    const header = source.read(offset, block)
    if (header[0] === 0) return
    const text = (start: number, length: number) => {
      const bytes = header.subarray(start, start + length)
      const end = bytes.indexOf(0)
      return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end))
    }
    const prefix = text(257, 5) === 'ustar' ? text(345, 155) : ''
    const name = `${prefix ? `${prefix}/` : ''}${text(0, 100)}`.replace(/^\/+|\/+$/g, '')
    const size = parseInt(text(124, 12).trim() || '0', 8)
    const flag = String.fromCharCode(header[156] ?? 0)
    const type = flag === '5' ? 'dir' : flag === '0' || flag === '\0' ? 'file' : 'other'
    offset += block
    if (type !== 'other') yield { name, type, offset, size }
    offset += Math.ceil(size / block) * block
  }
}

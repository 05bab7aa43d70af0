/**
 * Admin code must never reach a public page (issue 15): no module of components/admin,
 * app/admin or lib/actions/admin, and none of the admin-only packages, in what a public route
 * loads. Reads a finished `next build` (Turbopack) in seconds; `npm run bench:js` runs it, and
 * `npm test` runs it right after the build (`bench:js -- --admin-only`).
 *
 * Production browser chunks name modules by number, not path, so three sources are combined:
 * 1. Browser chunks. Every client component a page renders from the server is listed by path and
 *    module id in some page's client reference manifest. From admin ones, the import graph read out
 *    of the chunks gives the modules only admin code uses (admin utilities, TanStack Table,
 *    Recharts). A public route fails when one of its chunks, the first-load ones
 *    (diagnostics/route-bundle-stats.json) or any chunk they can load later, holds such a module:
 *    this catches chunk merging putting admin code into a shared chunk.
 * 2. Server chunks of the public page (its own, and those its client reference manifest names for
 *    the server-rendered copies of its client components), whose source maps name every module by
 *    path. They hold a copy of each client component the browser loads, so a public component
 *    that imports admin code or an admin-only package is named here, file by file (pass 1 cannot:
 *    such a module is then also used outside admin code).
 * 3. Server actions: a public page must not reference an action under lib/actions/admin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

const ADMIN_CODE = [
  /^components\/admin\//,
  /^app\/admin\//,
  /^lib\/actions\/admin\//,
  /^node_modules\/@tanstack\/(react-table|table-core)\//,
  /^node_modules\/recharts\//,
]

export const isAdminCode = (file: string) => ADMIN_CODE.some((pattern) => pattern.test(file))
const isAdminRoute = (route: string) => /^\/admin(-auth)?(\/|$)/.test(route)

export type Finding = { route: string; file: string; module: string }

type ClientManifest = {
  clientModules: Record<string, { id: number | string; chunks: string[] }>
  ssrModuleMapping?: Record<string, Record<string, { chunks: string[] }>>
}

/** The manifests a `*_client-reference-manifest.js` file assigns to `globalThis`. */
function clientManifests(file: string): ClientManifest[] {
  if (!existsSync(file)) return []
  const holder: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {}
  runInNewContext(readFileSync(file, 'utf8'), { globalThis: holder })
  return Object.values(holder.__RSC_MANIFEST ?? {})
}

function walk(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full, match)
    return match(entry.name) ? [full] : []
  })
}

/** `app/(site)/resources/[slug]/page` -> `/resources/[slug]` (route groups dropped). */
function routeOf(entry: string) {
  const parts = entry
    .replace(/^\/?app\//, '')
    .replace(/\/?(page|route)$/, '')
    .split('/')
    .filter((part) => part && !/^\(.*\)$/.test(part))
  return `/${parts.join('/')}`
}

type BrowserModule = { code: string; scope: string[] }

/** Module id -> factory source, for every module a browser chunk registers. */
function chunkModules(code: string) {
  const modules = new Map<string, BrowserModule>()
  // Module chunks only push [script, id, factory, id, factory, ...]; the runtime and the
  // polyfills do more, and are skipped.
  if (!/^(\/\/[^\n]*\n)?\(globalThis\.TURBOPACK\|\|/.test(code)) {
    return modules
  }
  const pushed: unknown[][] = []
  const registry = { push: (entry: unknown[]) => pushed.push(entry) }
  runInNewContext(code, { globalThis: { TURBOPACK: registry }, document: undefined })
  // Several ids before one factory are modules Turbopack hoisted into one scope.
  for (const entry of pushed) {
    let ids: string[] = []
    for (const item of entry.slice(1)) {
      if (typeof item === 'number' || typeof item === 'string') ids.push(String(item))
      else if (typeof item === 'function') {
        for (const id of ids) modules.set(id, { code: String(item), scope: ids })
        ids = []
      }
    }
  }
  return modules
}

function browserFindings(next: string): Finding[] {
  const chunkDir = path.join(next, 'static/chunks')
  const chunks = new Map<string, Map<string, BrowserModule>>()
  const laterChunks = new Map<string, string[]>()
  for (const file of walk(chunkDir, (name) => name.endsWith('.js'))) {
    const name = `static/chunks/${path.relative(chunkDir, file)}`
    const code = readFileSync(file, 'utf8')
    chunks.set(name, chunkModules(code))
    laterChunks.set(name, [...new Set(code.match(/static\/chunks\/[\w.-]+\.js/g) ?? [])])
  }
  const factories = new Map<string, BrowserModule>()
  for (const modules of chunks.values()) for (const [id, found] of modules) factories.set(id, found)
  // Modules hoisted into one scope share a factory, so each brings in the others.
  const imports = (id: string) => {
    const { code, scope } = factories.get(id) ?? { code: '', scope: [] }
    return [...[...code.matchAll(/\(\s*(\d+)\s*\)/g)].map((match) => match[1]!), ...scope].filter(
      (other) => other !== id && factories.has(other),
    )
  }

  // Client components by path, from every page's manifest; the build manifests' runtime
  // modules (router, React) are shared roots as well.
  const boundaries = new Map<string, string>()
  const sharedRoots = new Set<string>()
  for (const file of walk(path.join(next, 'server/app'), (name) =>
    name.endsWith('_client-reference-manifest.js'),
  )) {
    for (const manifest of clientManifests(file)) {
      for (const [key, { id }] of Object.entries(manifest.clientModules)) {
        const source = key.replace(/^\[project\]\//, '').replace(/ <[^>]+>$/, '')
        boundaries.set(String(id), source)
      }
    }
  }
  for (const file of walk(
    path.join(next, 'server/app'),
    (name) => name === 'build-manifest.json',
  )) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      pagesChunkGroupBootstrapParams?: Record<string, { runtimeModuleIds?: number[] }>
    }
    for (const group of Object.values(manifest.pagesChunkGroupBootstrapParams ?? {})) {
      for (const id of group.runtimeModuleIds ?? []) sharedRoots.add(String(id))
    }
  }

  const reach = (roots: Iterable<string>, via = new Map<string, string>(), label?: string) => {
    const stack = [...roots]
    for (const root of stack) if (!via.has(root)) via.set(root, label ?? boundaries.get(root)!)
    while (stack.length > 0) {
      const id = stack.pop()!
      for (const child of imports(id)) {
        if (via.has(child)) continue
        via.set(child, via.get(id)!)
        stack.push(child)
      }
    }
    return via
  }
  const adminRoots = [...boundaries].filter(([, file]) => isAdminCode(file)).map(([id]) => id)
  const publicRoots = [...boundaries].filter(([, file]) => !isAdminCode(file)).map(([id]) => id)
  const usedOutsideAdmin = reach([...publicRoots, ...sharedRoots], new Map(), 'shared')
  // Module id -> the admin client component that brings it in.
  const adminOnly = new Map(
    [...reach(adminRoots)].filter(
      ([id]) => !usedOutsideAdmin.has(id) || isAdminCode(boundaries.get(id) ?? ''),
    ),
  )

  const stats = JSON.parse(
    readFileSync(path.join(next, 'diagnostics/route-bundle-stats.json'), 'utf8'),
  ) as { route: string; firstLoadChunkPaths: string[] }[]
  const findings: Finding[] = []
  for (const { route, firstLoadChunkPaths } of stats) {
    if (isAdminRoute(route)) continue
    const loaded = firstLoadChunkPaths.map((file) => file.replace(/^\.next\//, ''))
    for (const chunk of loaded) {
      for (const later of laterChunks.get(chunk) ?? [])
        if (!loaded.includes(later)) loaded.push(later)
    }
    for (const chunk of loaded) {
      for (const id of chunks.get(chunk)?.keys() ?? []) {
        const from = adminOnly.get(id)
        if (!from) continue
        const own = boundaries.get(id)
        findings.push({
          route,
          file: chunk,
          module: own ?? `module ${id}, used only by admin code (${from})`,
        })
      }
    }
  }
  return findings
}

/** A package's files as the package; a client component's server proxy as the component. */
const displayName = (source: string) =>
  source
    .replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1')
    .replace(/\/__nextjs-internal-proxy\.mjs.*$/, '')

type SourceMap = { sources?: string[]; sections?: { map: SourceMap }[] }
const sourcesOf = (map: SourceMap): string[] => [
  ...(map.sources ?? []),
  ...(map.sections ?? []).flatMap((section) => sourcesOf(section.map)),
]

function serverFindings(root: string, next: string): Finding[] {
  const findings: Finding[] = []
  const chunkSources = new Map<string, string[]>()
  const sourcesOfChunk = (chunk: string) => {
    const map = path.join(next, `${chunk}.map`)
    if (!chunkSources.has(chunk)) {
      const sources = existsSync(map)
        ? sourcesOf(JSON.parse(readFileSync(map, 'utf8')) as SourceMap)
        : []
      chunkSources.set(
        chunk,
        sources.map((source) => {
          const file = decodeURIComponent(source.replace(/^turbopack:\/\/\/\[project\]\//, ''))
          return path.isAbsolute(file)
            ? path.relative(root, file)
            : path.relative(root, path.resolve(path.dirname(map), file))
        }),
      )
    }
    return chunkSources.get(chunk)!
  }
  const appDir = path.join(next, 'server/app')
  for (const file of walk(appDir, (name) => name === 'page.js')) {
    const entry = path.relative(appDir, file).replace(/\.js$/, '')
    const route = routeOf(entry)
    if (isAdminRoute(route)) continue
    // The page's own chunks (its server components), and the chunks of the server-rendered copies
    // of its client components, which the page loads through its client reference manifest.
    const serverChunks = [...readFileSync(file, 'utf8').matchAll(/R\.c\("([^"]+)"\)/g)].map(
      (match) => match[1]!,
    )
    for (const manifest of clientManifests(
      file.replace(/\.js$/, '_client-reference-manifest.js'),
    )) {
      for (const layers of Object.values(manifest.ssrModuleMapping ?? {})) {
        for (const { chunks } of Object.values(layers)) serverChunks.push(...chunks)
      }
    }
    for (const chunk of new Set(serverChunks)) {
      for (const source of sourcesOfChunk(chunk)) {
        if (isAdminCode(source)) findings.push({ route, file: chunk, module: displayName(source) })
      }
    }
    const actions = path.join(path.dirname(file), 'page/server-reference-manifest.json')
    if (!existsSync(actions)) continue
    const manifest = JSON.parse(readFileSync(actions, 'utf8')) as {
      node?: Record<string, { filename?: string; exportedName?: string }>
    }
    for (const action of Object.values(manifest.node ?? {})) {
      if (action.filename && isAdminCode(action.filename)) {
        findings.push({
          route,
          file: path.relative(root, actions),
          module: `${action.filename} (${action.exportedName})`,
        })
      }
    }
  }
  return findings
}

/** Every place a public route loads admin code in the build at `root`/.next; empty when clean. */
export function findAdminJs(root = '.'): Finding[] {
  const next = path.join(root, '.next')
  if (!existsSync(path.join(next, 'diagnostics/route-bundle-stats.json'))) {
    throw new Error(`No Turbopack production build in ${next}; run npm run build first`)
  }
  const unique = new Map<string, Finding>()
  for (const finding of [...browserFindings(next), ...serverFindings(root, next)]) {
    const key = `${finding.route}\0${finding.module}`
    if (!unique.has(key)) unique.set(key, finding)
  }
  return [...unique.values()].sort(
    (a, b) => a.route.localeCompare(b.route) || a.module.localeCompare(b.module),
  )
}

/** Prints the findings; true when there were none. */
export function reportAdminJs(root = '.') {
  const findings = findAdminJs(root)
  if (findings.length === 0) {
    console.info('✔ No admin JavaScript in any public route')
    return true
  }
  console.error(`✘ Admin code in ${new Set(findings.map((f) => f.route)).size} public route(s):`)
  for (const { route, module, file } of findings) {
    console.error(`  ${route}: ${module}  [${file}]`)
  }
  return false
}

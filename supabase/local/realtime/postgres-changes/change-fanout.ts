import type { PGliteInterface } from '@electric-sql/pglite'
import type { Access } from '../channels/access-token.ts'
import type { BindingSpec } from './binding.ts'
import type { Change } from './capture.ts'
import { buildChangeData, changeError, filterRow, type ChangeData } from './change-payload.ts'
import { matchesFilters } from './filter-match.ts'
import type { TableInfo, TableInfoCache } from './table-info.ts'
import { canSelectRow } from './visibility.ts'

export type PgBinding = { id: number; spec: BindingSpec }

// A joined channel with postgres_changes bindings, as the fan-out sees it.
export type ChangeListener = {
  access: () => Access
  bindings: () => PgBinding[]
  isOpen: () => boolean
  sendChange: (payload: { ids: number[]; data: ChangeData }) => void
}

type Delivery = { listener: ChangeListener; bindings: PgBinding[] }
type Group = { access: Access; deliveries: Delivery[] }

export type FanOutDeps = {
  pg: PGliteInterface
  tables: TableInfoCache
  listeners: Iterable<ChangeListener>
}

export function bindingTargets(spec: BindingSpec, change: Change): boolean {
  return (
    (spec.event === '*' || spec.event === change.type) &&
    (spec.schema === '*' || spec.schema === change.schema) &&
    (spec.table === '*' || spec.table === change.table)
  )
}

// Works out who receives a committed change and resolves to the function that sends it.
// Called in the tick the change is notified: the RLS checks (a SELECT per distinct token, as that
// subscriber) are queued on the database before any later statement, so they see the row as
// committed, not as changed by whatever ran next.
export function prepareChange(deps: FanOutDeps, change: Change): Promise<() => void> {
  const interested = [...deps.listeners].filter((l) =>
    l.bindings().some((b) => bindingTargets(b.spec, change)),
  )
  if (interested.length === 0) return Promise.resolve(() => {})
  const info = deps.tables.peek(change.relid)
  if (info) return prepareFor(deps, info, change, interested)
  return deps.tables
    .get(change.relid)
    .then((loaded) => (loaded ? prepareFor(deps, loaded, change, interested) : () => {}))
}

function prepareFor(
  deps: FanOutDeps,
  info: TableInfo,
  change: Change,
  interested: ChangeListener[],
): Promise<() => void> {
  const groups = groupByToken(info, change, interested)
  const prepared = [...groups.values()].map(({ access, deliveries }) => {
    const data = visibleData(deps, info, change, access)
    return data.then((dataAs) => ({ access, deliveries, dataAs }))
  })
  return Promise.all(prepared).then((ready) => () => {
    for (const { access, deliveries, dataAs } of ready) {
      if (!dataAs) continue
      for (const { listener, bindings } of deliveries) {
        // A token changed meanwhile: the check was for the old claims, so skip this change.
        if (!listener.isOpen() || listener.access().token !== access.token) continue
        for (const [projection, ids] of byProjection(bindings)) {
          listener.sendChange({ ids, data: dataAs(projection) })
        }
      }
    }
  })
}

function groupByToken(info: TableInfo, change: Change, listeners: ChangeListener[]) {
  const row = filterRow(info, change)
  const groups = new Map<string, Group>()
  for (const listener of listeners) {
    const bindings = listener
      .bindings()
      .filter(
        (b) => bindingTargets(b.spec, change) && matchesFilters(b.spec.filters, row, info.types),
      )
    if (bindings.length === 0) continue
    const access = listener.access()
    let group = groups.get(access.token)
    if (!group) {
      group = { access, deliveries: [] }
      groups.set(access.token, group)
    }
    group.deliveries.push({ listener, bindings })
  }
  return groups
}

// The change as `access` may see it (per column projection), or null when RLS hides the row.
function visibleData(
  { pg, tables }: FanOutDeps,
  info: TableInfo,
  change: Change,
  access: Access,
): Promise<((projection: string[] | null) => ChangeData) | null> {
  // Started before anything is awaited (see prepareChange); DELETEs are never RLS-checked.
  const visible =
    change.type !== 'DELETE' && info.rls && change.new && info.primaryKey.length > 0
      ? canSelectRow(pg, info, change.new, access)
      : Promise.resolve(true)
  return Promise.all([tables.selectable(info, access.role), visible]).then(
    ([selectable, isVisible]) => {
      if (change.type !== 'DELETE') {
        if (info.primaryKey.length === 0) {
          return () => changeError(change, 'Error 400: Bad Request, no primary key')
        }
        if (info.primaryKey.some((name) => !selectable.has(name))) {
          return () => changeError(change, 'Error 401: Unauthorized')
        }
        if (!isVisible) return null
      }
      return (projection) => buildChangeData(info, change, selectable, projection)
    },
  )
}

function byProjection(bindings: PgBinding[]): Map<string[] | null, number[]> {
  const byKey = new Map<string, { projection: string[] | null; ids: number[] }>()
  for (const { id, spec } of bindings) {
    const key = spec.select ? JSON.stringify(spec.select) : ''
    const entry = byKey.get(key) ?? { projection: spec.select, ids: [] }
    if (!entry.ids.includes(id)) entry.ids.push(id)
    byKey.set(key, entry)
  }
  return new Map([...byKey.values()].map((e) => [e.projection, e.ids]))
}

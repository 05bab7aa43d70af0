import { ApiError, relationshipNotFound } from '../errors.ts'
import type { DbFunction, ForeignKey, Relation, SchemaCache } from '../schema-types.ts'

export type Relationship =
  | { kind: 'many-to-one'; fk: ForeignKey; target: Relation }
  | { kind: 'one-to-many'; fk: ForeignKey; target: Relation; toOne: boolean }
  | {
      kind: 'many-to-many'
      junction: Relation
      left: ForeignKey
      right: ForeignKey
      target: Relation
    }
  // A function taking the origin's row and returning rows of a table or view.
  | { kind: 'function'; fn: DbFunction; target: Relation; toOne: boolean }

export function isToOne(rel: Relationship): boolean {
  return (
    rel.kind === 'many-to-one' ||
    ((rel.kind === 'one-to-many' || rel.kind === 'function') && rel.toOne)
  )
}

// Finds the foreign-key path for `target!hint(...)` from `origin` (protocol doc A.4).
export function resolveRelationship(
  cache: SchemaCache,
  origin: Relation,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = candidatesFor(cache, origin, target).filter(
    (rel) => hint === undefined || matchesHint(rel, hint),
  )
  if (candidates.length === 1) return candidates[0] as Relationship
  if (candidates.length === 0) throw relationshipNotFound(origin.name, target, origin.schema, hint)
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    candidates.map((rel) => describe(origin, rel)),
    `Try changing '${target}' to one of the following: ${candidates
      .map((rel) => `'${target}!${hintName(rel)}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

function candidatesFor(cache: SchemaCache, origin: Relation, target: string): Relationship[] {
  const out: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    if (fk.from === origin) {
      const single = fk.fromColumns.length === 1 && fk.fromColumns[0] === target
      // A column or constraint name picks the base table, not the views carrying the same key.
      const byKey = (fk.name === target || single) && !fk.viaView
      // A self-reference by the table's name is the one-to-many side (its children).
      const self = fk.to === fk.from
      if ((fk.to.name === target && !self) || byKey) {
        out.push({ kind: 'many-to-one', fk, target: fk.to })
      }
    }
    if (fk.to === origin && (fk.from.name === target || (fk.name === target && !fk.viaView))) {
      out.push({
        kind: 'one-to-many',
        fk,
        target: fk.from,
        toOne: isUnique(fk.from, fk.fromColumns),
      })
    }
  }
  for (const left of cache.foreignKeys) {
    if (left.to !== origin || left.from === origin) continue
    const junction = left.from
    for (const right of cache.foreignKeys) {
      if (right === left || right.from !== junction || right.to.name !== target) continue
      // PostgREST only treats a table as a junction when both FKs are part of its primary key.
      const pk = new Set(junction.primaryKey)
      if (![...left.fromColumns, ...right.fromColumns].every((c) => pk.has(c))) continue
      out.push({ kind: 'many-to-many', junction, left, right, target: right.to })
    }
  }
  for (const fn of cache.functions.get(`${origin.schema}.${target}`) ?? []) {
    if (fn.rowArg !== origin || !fn.resultTable) continue
    // A single row, or a set declared `ROWS 1`, embeds as an object (PostgREST's to-one).
    const toOne = !fn.returnsSet || fn.rows === 1
    out.push({ kind: 'function', fn, target: fn.resultTable, toOne })
  }
  return out
}

function isUnique(relation: Relation, columns: string[]): boolean {
  const wanted = [...columns].sort().join(',')
  return relation.uniques.some((u) => [...u].sort().join(',') === wanted)
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.kind === 'function') return rel.fn.name === hint
  if (rel.kind === 'many-to-many') {
    return (
      rel.junction.name === hint ||
      rel.left.name === hint ||
      rel.right.name === hint ||
      rel.left.fromColumns.includes(hint) ||
      rel.right.fromColumns.includes(hint)
    )
  }
  // Self-referencing children are told apart by their column only.
  if (rel.kind === 'one-to-many' && rel.fk.from === rel.fk.to)
    return rel.fk.fromColumns.includes(hint)
  return (
    rel.fk.name === hint || rel.fk.fromColumns.includes(hint) || rel.fk.toColumns.includes(hint)
  )
}

function hintName(rel: Relationship): string {
  if (rel.kind === 'function') return rel.fn.name
  return rel.kind === 'many-to-many' ? rel.junction.name : rel.fk.name
}

function describe(origin: Relation, rel: Relationship): Record<string, string> {
  if (rel.kind === 'function') {
    return {
      cardinality: rel.toOne ? 'many-to-one' : 'one-to-many',
      embedding: `${origin.name} with ${rel.target.name}`,
      relationship: `${rel.fn.name} using ${origin.name} and ${rel.target.name}`,
    }
  }
  const cardinality =
    rel.kind === 'many-to-many'
      ? 'many-to-many'
      : rel.kind === 'many-to-one'
        ? 'many-to-one'
        : rel.toOne
          ? 'one-to-one'
          : 'one-to-many'
  return {
    cardinality,
    embedding: `${origin.name} with ${rel.target.name}`,
    relationship: `${hintName(rel)} using ${
      rel.kind === 'many-to-many'
        ? `${rel.left.name}(${rel.left.fromColumns.join(', ')}) and ${rel.right.name}(${rel.right.fromColumns.join(', ')})`
        : fkColumns(rel)
    }`,
  }
}

// PostgREST names the origin's columns first: from a referenced table, its key, then the
// referencing table's columns.
function fkColumns(rel: Relationship & { kind: 'many-to-one' | 'one-to-many' }): string {
  const { fk } = rel
  const from = `${fk.from.name}(${fk.fromColumns.join(', ')})`
  const to = `${fk.to.name}(${fk.toColumns.join(', ')})`
  return rel.kind === 'one-to-many' ? `${to} and ${from}` : `${from} and ${to}`
}

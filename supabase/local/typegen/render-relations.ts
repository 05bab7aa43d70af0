import type { Column, Relation, Relationship } from './catalog.ts'
import { columnsOf, field, relationshipsOf, rowField, type Context } from './context.ts'
import { nullable } from './pg-to-ts.ts'
import { computedFields, type ExposedFunction } from './render-functions.ts'

// `Tables: { ... }` entries. Deliberately stricter than the CLI on one point: generated columns
// are `?: never` in Insert and Update like identity ALWAYS columns, since Postgres rejects
// values for them (the CLI only does this for identity columns).
export function renderTables(
  context: Context,
  schema: string,
  tables: Relation[],
  fns: ExposedFunction[],
): string {
  if (tables.length === 0) return '[_ in never]: never'
  return tables
    .map((table) => {
      const columns = columnsOf(context, table)
      const tsType = (column: Column) =>
        nullable(context.tsType(schema, column.format), column.isNullable)
      // As the CLI (postgres-meta) does: only GENERATED ALWAYS identities are `never`; Postgres
      // itself rejects writes to generated columns.
      const writable = (column: Column, optional: boolean) =>
        column.isIdentityAlways
          ? field(column.name, 'never', true)
          : field(column.name, tsType(column), optional)
      return block(table.name, [
        row(context, schema, table, fns),
        members(
          'Insert',
          columns.map((column) =>
            writable(
              column,
              column.isNullable || column.isIdentity || column.defaultValue !== null,
            ),
          ),
        ),
        members(
          'Update',
          columns.map((column) => writable(column, true)),
        ),
        relationships(relationshipsOf(context, table)),
      ])
    })
    .join('\n')
}

// `Views: { ... }` entries; Insert and Update only for auto-updatable views.
export function renderViews(
  context: Context,
  schema: string,
  views: Relation[],
  fns: ExposedFunction[],
): string {
  if (views.length === 0) return '[_ in never]: never'
  return views
    .map((view) => {
      const writable = columnsOf(context, view).map((column) =>
        column.isUpdatable
          ? field(column.name, nullable(context.tsType(schema, column.format), true), true)
          : field(column.name, 'never', true),
      )
      return block(view.name, [
        row(context, schema, view, fns),
        ...(view.isUpdatable ? [members('Insert', writable), members('Update', writable)] : []),
        relationships(relationshipsOf(context, view)),
      ])
    })
    .join('\n')
}

function row(context: Context, schema: string, relation: Relation, fns: ExposedFunction[]) {
  return members('Row', [
    ...columnsOf(context, relation).map((column) => rowField(context, schema, column)),
    ...computedFields(context, schema, relation.name, fns),
  ])
}

function relationships(items: Relationship[]): string {
  const rendered = items.map((item) =>
    [
      '{',
      `foreignKeyName: ${JSON.stringify(item.foreignKeyName)}`,
      `columns: ${JSON.stringify(item.columns)}`,
      `isOneToOne: ${item.isOneToOne}`,
      `referencedRelation: ${JSON.stringify(item.referencedRelation)}`,
      `referencedColumns: ${JSON.stringify(item.referencedColumns)}`,
      '}',
    ].join('\n'),
  )
  return `Relationships: [\n${rendered.join(',\n')}\n]`
}

// A newline after `{` keeps Prettier from folding the object onto one line, as in the CLI output.
export function members(name: string, items: string[]): string {
  return `${name}: {\n${items.join('\n')}\n}`
}

function block(name: string, parts: string[]): string {
  return members(JSON.stringify(name), parts)
}

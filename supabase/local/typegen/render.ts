import { format } from 'prettier'
import type { Catalog, PgType } from './catalog.ts'
import { createContext, field, relationsOf, type Context } from './context.ts'
import { helperTypes } from './helpers.ts'
import { nullable } from './pg-to-ts.ts'
import { exposedFunctions, renderFunctions } from './render-functions.ts'
import { members, renderTables, renderViews } from './render-relations.ts'

export type RenderOptions = { defaultSchema: string; postgrestVersion: string }

// The text of `supabase gen types typescript`. The CLI's template fills a loosely laid out file
// and has Prettier (default options, no semicolons) give it its final form; the layout of that
// source (where objects open a line) decides what Prettier keeps expanded.
export async function renderTypes(catalog: Catalog, options: RenderOptions): Promise<string> {
  const context = createContext(catalog)
  const prettier = (source: string) => format(source, { parser: 'typescript', semi: false })
  const database = await prettier(`
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(options.postgrestVersion)}
  }
  ${catalog.schemas.map((schema) => renderSchema(context, schema)).join('\n')}
}`)
  const constants = await prettier(`
export const Constants = {
  ${catalog.schemas.map((schema) => members(JSON.stringify(schema), [members('Enums', enumConstants(context, schema))])).join(',\n')}
} as const`)
  return `${database}\n${helperTypes(options.defaultSchema)}\n${constants}`
}

function renderSchema(context: Context, schema: string): string {
  const fns = exposedFunctions(context, schema)
  const enums = enumsOf(context, schema).map(
    (type) =>
      `${JSON.stringify(type.name)}: ${type.enums.map((label) => JSON.stringify(label)).join(' | ')}`,
  )
  const composites = context.catalog.types
    .filter((type) => type.schema === schema && type.attributes.length > 0)
    .map((type) =>
      members(
        JSON.stringify(type.name),
        type.attributes.map(({ name, typeId }) => {
          const attribute = context.typeById.get(typeId)
          const tsType = attribute ? context.tsType(schema, attribute.name) : 'unknown'
          return field(name, nullable(tsType, true))
        }),
      ),
    )
  return members(JSON.stringify(schema), [
    members('Tables', [renderTables(context, schema, relationsOf(context, schema, 'table'), fns)]),
    members('Views', [renderViews(context, schema, relationsOf(context, schema, 'view'), fns)]),
    members('Functions', [renderFunctions(context, schema, fns)]),
    members('Enums', [enums.length ? enums.join('\n') : '[_ in never]: never']),
    members('CompositeTypes', [composites.length ? composites.join('\n') : '[_ in never]: never']),
  ])
}

function enumsOf(context: Context, schema: string): PgType[] {
  return context.catalog.types.filter((type) => type.schema === schema && type.enums.length > 0)
}

function enumConstants(context: Context, schema: string): string[] {
  return enumsOf(context, schema).map(
    (type) =>
      `${JSON.stringify(type.name)}: [${type.enums.map((label) => JSON.stringify(label)).join(', ')}],`,
  )
}

import type { FunctionArg, PgFunction, PgType } from './catalog.ts'
import { field, rowField, type Context } from './context.ts'
import { nullable } from './pg-to-ts.ts'

// json, jsonb and text: PostgREST passes a request body whole to a single unnamed argument of these.
const unnamedArgTypes = new Set([114, 3802, 25])

export type ExposedFunction = { fn: PgFunction; inArgs: FunctionArg[] }

// The functions PostgREST can call with named arguments (or one unnamed body or row argument).
export function exposedFunctions(context: Context, schema: string): ExposedFunction[] {
  return context.catalog.functions
    .filter((fn) => fn.schema === schema)
    .map((fn) => ({ fn, inArgs: fn.args.filter(({ mode }) => mode !== 'out' && mode !== 'table') }))
    .filter(
      ({ inArgs }) =>
        inArgs.every(
          (arg) => arg.name !== '' || (arg.hasDefault && unnamedArgTypes.has(arg.typeId)),
        ) ||
        (inArgs.length === 1 &&
          (unnamedArgTypes.has(inArgs[0]!.typeId) ||
            rowType(context, inArgs[0]!.typeId) !== undefined)),
    )
}

// `Functions: { ... }` entries: overloads of one name become a union of signatures.
export function renderFunctions(context: Context, schema: string, fns: ExposedFunction[]): string {
  if (fns.length === 0) return '[_ in never]: never'
  const byName = new Map<string, ExposedFunction[]>()
  for (const item of fns) byName.set(item.fn.name, [...(byName.get(item.fn.name) ?? []), item])
  return [...byName]
    .map(([name, overloads]) => {
      const signatures = overloads
        .sort(
          (a, b) =>
            a.fn.argumentTypes.localeCompare(b.fn.argumentTypes) ||
            a.fn.returnType.localeCompare(b.fn.returnType),
        )
        .map((item) => signature(context, schema, item))
      return `${JSON.stringify(name)}:\n${signatures.join(' |\n')}`
    })
    .join(',\n')
}

// Functions taking one row of `relation` are computed fields of it, shown in its Row.
export function computedFields(
  context: Context,
  schema: string,
  relation: string,
  fns: ExposedFunction[],
): string[] {
  return fns
    .filter(({ fn }) => fn.argumentTypes === relation)
    .map(({ fn }) => field(fn.name, nullable(returnType(context, schema, fn), true)))
}

function signature(context: Context, schema: string, { fn, inArgs }: ExposedFunction): string {
  const args = inArgs.length
    ? `{ ${inArgs.map((arg) => field(arg.name, typeOf(context, schema, arg.typeId), arg.hasDefault)).join(', ')} }`
    : 'never'
  const returns = takesRowWithoutReturningOne(context, fn, inArgs)
    ? `{ error: true } & ${JSON.stringify(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`
    : returnType(context, schema, fn)
  const multipleRows = fn.rows > 1
  const setof = setofOptions(context, fn, multipleRows)
  return `{ Args: ${args}; Returns: ${returns}${fn.isSetReturning && multipleRows ? '[]' : ''}\n${setof} }`
}

function returnType(context: Context, schema: string, fn: PgFunction): string {
  const tableColumns = fn.args.filter(({ mode }) => mode === 'table')
  if (tableColumns.length > 0) {
    const fields = tableColumns.map(({ name, typeId }) =>
      field(name, typeOf(context, schema, typeId)),
    )
    return `{\n${fields.join(',\n')}\n}`
  }
  const relation =
    fn.returnTypeRelationId === null ? undefined : context.relationById.get(fn.returnTypeRelationId)
  if (relation?.schema === schema) {
    const columns = context.columnsByRelation.get(relation.id) ?? []
    return `{\n${columns.map((column) => rowField(context, schema, column)).join(',\n')}\n}`
  }
  return typeOf(context, schema, fn.returnTypeId)
}

// What supabase-js needs to type `.rpc(...).select(...)` on functions returning table rows.
function setofOptions(context: Context, fn: PgFunction, multipleRows: boolean): string {
  const target = returnedRelationName(context, fn)
  if (!target) return ''
  const source = fn.args.length === 1 ? rowType(context, fn.args[0]!.typeId) : undefined
  const returnsSetOfRelation = fn.isSetReturning && fn.returnTypeRelationId !== null
  const options = {
    from: source ? source.format : '*',
    to: target,
    isOneToOne: source && !returnsSetOfRelation ? true : !multipleRows,
    isSetofReturn: source ? returnsSetOfRelation : fn.isSetReturning,
  }
  const members = Object.entries(options).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  return `SetofOptions: {\n${members.join('\n')}\n}`
}

function takesRowWithoutReturningOne(context: Context, fn: PgFunction, inArgs: FunctionArg[]) {
  const [only] = inArgs
  return (
    inArgs.length === 1 &&
    only?.name === '' &&
    rowType(context, only.typeId) !== undefined &&
    !returnedRelationName(context, fn)
  )
}

function returnedRelationName(context: Context, fn: PgFunction): string | undefined {
  if (fn.returnTypeRelationId === null) return undefined
  return (
    context.relationById.get(fn.returnTypeRelationId)?.name ??
    rowType(context, fn.returnTypeId)?.name
  )
}

// A table's or composite type's row type.
function rowType(context: Context, typeId: number): PgType | undefined {
  const type = context.typeById.get(typeId)
  return type?.typeRelationId ? type : undefined
}

function typeOf(context: Context, schema: string, typeId: number): string {
  const type = context.typeById.get(typeId)
  return type ? context.tsType(schema, type.name) : 'unknown'
}

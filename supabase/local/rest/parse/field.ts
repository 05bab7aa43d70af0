import type { FieldName, JsonStep } from '../ast.ts'
import type { Cursor } from './cursor.ts'

// name, then any number of ->key / ->>key / ->0 steps.
export function parseField(cursor: Cursor): FieldName {
  const name = cursor.identifier()
  return { name, json: parseJsonSteps(cursor) }
}

export function parseJsonSteps(cursor: Cursor): JsonStep[] {
  const json: JsonStep[] = []
  for (;;) {
    const arrow = cursor.eat('->>') ? '->>' : cursor.eat('->') ? '->' : null
    if (!arrow) break
    json.push({ arrow, key: cursor.identifier() })
  }
  return json
}

// Output key: alias, else the last JSON key that is not an array index, else the column name.
export function defaultKey(field: FieldName): string {
  for (let i = field.json.length - 1; i >= 0; i--) {
    const key = (field.json[i] as JsonStep).key
    if (!/^-?\d+$/.test(key)) return key
  }
  return field.name
}

/**
 * Reads a database row (as loaded, or as a save conflict returns it) for an editor: the id and
 * `updated_at` version every save sends back, and text columns with '' for null, as the inputs
 * hold them.
 */
export function editorRow(row: Record<string, unknown>) {
  return {
    version: { id: String(row.id), updatedAt: String(row.updated_at) },
    text: (column: string) => String(row[column] ?? ''),
  }
}

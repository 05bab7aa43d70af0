import type { AuditEntry } from '@/lib/data/admin/audit'

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2)

/** One audit entry's fields side by side: the value before and after the change. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) {
    return <p className="text-sm text-muted-foreground">No field changed visibly.</p>
  }
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Fields changed, before and after</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Field
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Before
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field} className="border-t align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {change.field.replaceAll('_', ' ')}
              </th>
              <td className="px-3 py-2">
                <del className="font-mono text-xs break-all whitespace-pre-wrap text-muted-foreground">
                  {shown(change.before)}
                </del>
              </td>
              <td className="px-3 py-2">
                <ins className="font-mono text-xs break-all whitespace-pre-wrap no-underline">
                  {shown(change.after)}
                </ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

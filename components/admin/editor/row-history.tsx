import { LocalTime } from '@/components/admin/local-time'
import type { AuditEntry } from '@/lib/data/admin/audit'

const actionLabel = { INSERT: 'created it', UPDATE: 'changed', DELETE: 'deleted it' } as const
const subjectActionLabel = { INSERT: 'added', UPDATE: 'changed', DELETE: 'deleted' } as const

/** "changed title, slug", or for a related row "changed question 2 (“…”): prompt". */
function summary(entry: AuditEntry) {
  const fields =
    entry.changes.map((change) => change.field.replaceAll('_', ' ')).join(', ') || 'nothing visible'
  if (entry.subject) {
    const what = `${subjectActionLabel[entry.action]} ${entry.subject}`
    return entry.action === 'UPDATE' ? `${what}: ${fields}` : what
  }
  return entry.action === 'UPDATE' ? `${actionLabel.UPDATE} ${fields}` : actionLabel[entry.action]
}

const brief = (value: unknown) => {
  const text =
    value === null ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

/**
 * Who changed this row, when, and which fields: the audit log's entries for it (and for rows it
 * owns, such as a quiz's questions, named by their subject), newest first.
 */
export function RowHistory({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border p-3">
              <p>
                <strong className="font-medium">{entry.actorName}</strong> {summary(entry)}{' '}
                <span className="text-muted-foreground">
                  <LocalTime iso={entry.createdAt} />
                </span>
              </p>
              {entry.action === 'UPDATE' && entry.changes.length > 0 ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-muted-foreground">What changed</summary>
                  <dl className="mt-2 space-y-1">
                    {entry.changes.map((change) => (
                      <div key={change.field}>
                        <dt className="font-medium">{change.field.replaceAll('_', ' ')}</dt>
                        <dd>
                          <del className="text-muted-foreground">{brief(change.before)}</del>
                          {' → '}
                          <ins className="no-underline">{brief(change.after)}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

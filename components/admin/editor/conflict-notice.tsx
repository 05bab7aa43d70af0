'use client'

import { Button } from '@/components/ui/button'
import type { EditConflict } from '@/lib/actions/result'

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

type Props = {
  conflict: EditConflict | null
  /** The admin's unsaved values. */
  mine: Record<string, unknown>
  /** The fields to compare, with their labels. */
  fields: { name: string; label: string }[]
  /** Load their version into the form (the admin's edits are dropped). */
  onUseTheirs: () => void
  /** Save the admin's version over theirs, now knowingly. */
  onKeepMine: () => void
}

/**
 * "This was changed by X at HH:MM": shown when a save met someone else's newer change. Both
 * versions of every field that differs are side by side; nothing is overwritten until the admin
 * chooses.
 */
export function ConflictNotice({ conflict, mine, fields, onUseTheirs, onKeepMine }: Props) {
  if (!conflict) return null
  const differing = fields.filter(({ name }) => show(mine[name]) !== show(conflict.current[name]))
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="space-y-3 rounded-md border border-destructive/50 p-4 text-sm"
    >
      <h2 id="conflict-heading" className="font-semibold text-destructive">
        This was changed by {conflict.changedBy} at {clock.format(new Date(conflict.changedAt))}
      </h2>
      <p>Your changes are not saved yet. Compare the two versions, then choose which to keep.</p>
      {differing.length > 0 ? (
        <table className="w-full text-left">
          <caption className="sr-only">Fields that differ</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                Field
              </th>
              <th scope="col" className="py-1 pr-3">
                Their version
              </th>
              <th scope="col" className="py-1">
                Your version
              </th>
            </tr>
          </thead>
          <tbody>
            {differing.map(({ name, label }) => (
              <tr key={name} className="border-t align-top">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {label}
                </th>
                <td className="max-w-xs py-1 pr-3 break-words whitespace-pre-wrap">
                  {show(conflict.current[name]).slice(0, 500)}
                </td>
                <td className="max-w-xs py-1 break-words whitespace-pre-wrap">
                  {show(mine[name]).slice(0, 500)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onUseTheirs}>
          Use their version
        </Button>
        <Button type="button" variant="destructive" onClick={onKeepMine}>
          Save mine over theirs
        </Button>
      </div>
    </section>
  )
}

'use client'

import Form from 'next/form'
import Link from 'next/link'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { AuditActorChoice } from '@/lib/data/admin/audit-actors'

type Props = {
  /** The `who` param as searched; empty before a search. */
  term: string
  matches: AuditActorChoice[]
  /** More accounts match than are shown. */
  more: boolean
  /** How many accounts besides the admins the "Who" menu offers at most. */
  offered: number
  /** The page's other params (range, filters, sort), kept by the search and by each match. */
  keep: Record<string, string>
  /** The actor the log is filtered by, if any. */
  actor?: string
}

function summary({ term, matches, more }: Pick<Props, 'term' | 'matches' | 'more'>) {
  if (!term) return null
  if (matches.length === 0) {
    return `No account in the audit log has a name or email containing “${term}”.`
  }
  if (more) {
    return `More than ${matches.length} accounts match “${term}”, ${matches.length} of them below; type more of the name or email to narrow it.`
  }
  const count = matches.length === 1 ? '1 account matches' : `${matches.length} accounts match`
  return `${count} “${term}”. Choose one to show only their changes.`
}

/**
 * Finds anyone the audit log names by name or email, for the accounts the "Who" menu leaves out;
 * a match filters the log. A GET form (a client navigation once loaded), so a search can be
 * bookmarked; the status line is a live region, there before the first search to be announced.
 */
export function AuditActorSearch({ term, matches, more, offered, keep, actor }: Props) {
  const [query, setQuery] = React.useState(term)
  const [shownTerm, setShownTerm] = React.useState(term)
  // The URL's term changed elsewhere (a match chosen, the back button): show it in the box. Not a
  // remount, which would take the focus from someone who pressed Enter in it.
  if (term !== shownTerm) {
    setShownTerm(term)
    setQuery(term)
  }
  const filterHref = (value: string) =>
    `/admin/security?${new URLSearchParams({ ...keep, actor: value }).toString()}`
  return (
    <div className="space-y-2">
      <Form action="/admin/security" scroll={false} className="flex flex-wrap items-end gap-2">
        {Object.entries({ ...keep, ...(actor ? { actor } : {}) }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid min-w-56 flex-1 gap-1">
          <Label htmlFor="audit-actor-search">Find who made changes</Label>
          <Input
            id="audit-actor-search"
            type="search"
            name="who"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={200}
            autoComplete="off"
            placeholder="Name or email…"
            aria-describedby="audit-actor-search-help"
          />
        </div>
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Form>
      <p id="audit-actor-search-help" className="text-sm text-muted-foreground">
        The Who menu offers the admins and up to {offered} accounts most recently active in the
        range; find anyone else in the log here, or choose a name in a row.
      </p>
      <p role="status" className="text-sm">
        {summary({ term, matches, more })}
      </p>
      {matches.length > 0 ? (
        <ul aria-label="Matching accounts" className="flex flex-wrap gap-2">
          {matches.map((match) => (
            <li key={match.value}>
              <Link
                href={filterHref(match.value)}
                scroll={false}
                aria-current={match.value === actor ? 'true' : undefined}
                className="inline-flex rounded-md border px-2 py-1 text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none aria-[current=true]:bg-muted aria-[current=true]:font-medium"
              >
                {match.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RowHistory } from '@/components/admin/editor/row-history'
import type { AuditEntry } from '@/lib/data/admin/audit'

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'UPDATE',
  actorName: 'Site Admin',
  createdAt: '2026-11-26T09:30:00.000Z',
  changes: [],
  ...overrides,
})

/** The history's lines as a reader sees them, without markup. */
const lines = (entries: AuditEntry[]) =>
  [...renderToStaticMarkup(<RowHistory entries={entries} />).matchAll(/<p>(.*?)<\/p>/g)].map(
    ([, html]) => html!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '),
  )

describe('RowHistory', () => {
  it("says what changed in the editor's own row", () => {
    expect(
      lines([
        entry({ id: 2, changes: [{ field: 'pass_percent', before: 60, after: 70 }] }),
        entry({ id: 1, action: 'INSERT' }),
      ]),
    ).toEqual([
      'Site Admin changed pass percent 26 Nov 2026, 09:30 UTC',
      'Site Admin created it 26 Nov 2026, 09:30 UTC',
    ])
  })

  it('names the related row an entry is about, such as a quiz question or its answer key', () => {
    expect(
      lines([
        entry({
          id: 3,
          subject: 'the answer key of question 2 (“Is APA author-date?”)',
          changes: [{ field: 'correct_answers', before: ['false'], after: ['true'] }],
        }),
        entry({ id: 2, action: 'DELETE', subject: 'the question (“Old”)' }),
        entry({ id: 1, action: 'INSERT', subject: 'question 2 (“Is APA author-date?”)' }),
      ]),
    ).toEqual([
      'Site Admin changed the answer key of question 2 (“Is APA author-date?”): correct answers 26 Nov 2026, 09:30 UTC',
      'Site Admin deleted the question (“Old”) 26 Nov 2026, 09:30 UTC',
      'Site Admin added question 2 (“Is APA author-date?”) 26 Nov 2026, 09:30 UTC',
    ])
  })
})

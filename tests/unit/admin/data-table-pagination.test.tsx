import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DataTablePagination } from '@/components/admin/data-table-pagination'
import type { TotalKind } from '@/lib/data/admin/list-page'

const render = (page: number, total: number, totalKind?: TotalKind) =>
  renderToStaticMarkup(
    <DataTablePagination
      page={page}
      pageSize={25}
      total={total}
      totalKind={totalKind}
      href={(changes) => `/admin/articles?page=${String(changes.page)}`}
      onPageSize={() => undefined}
    />,
  )

/** The enabled page links, by label. */
const links = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(\w+)<\/a>/g)].map(([, href, label]) => [
      label,
      href,
    ]),
  )

describe('DataTablePagination', () => {
  it('names the rows shown and the pages', () => {
    const html = render(2, 1234)
    expect(html).toContain('Showing 26–50 of 1,234')
    expect(html).toContain('Page 2 of 50')
  })

  it('says a page past the end holds no rows instead of an impossible range', () => {
    const html = render(80, 1975)
    expect(html).toContain('No rows on this page: the list ends at 1,975')
    expect(html).not.toContain('Showing')
    expect(html).toContain('Page 79 of 79')
  })

  it('from a page far past the end, links back to the last page, not to another empty page', () => {
    const html = render(999_999, 15_000)
    expect(html).toContain('No rows on this page: the list ends at 15,000')
    expect(links(html)).toEqual({
      First: '/admin/articles?page=1',
      Previous: '/admin/articles?page=600',
      Last: '/admin/articles?page=600',
    })
  })

  it('links to no page from the only one', () => {
    expect(links(render(1, 20))).toEqual({})
  })

  it("says when the total is the planner's estimate or only a floor", () => {
    const estimated = render(1, 77_630, 'estimate')
    expect(estimated).toContain('Showing 1–25 of about 77,630')
    expect(estimated).toContain('Page 1 of about 3,106')
    const floor = render(1, 1001, 'at-least')
    expect(floor).toContain('Showing 1–25 of at least 1,001')
    expect(floor).toContain('Page 1 of at least 41')
  })

  it('past the end of an uncounted list, gives the bound it knows', () => {
    expect(render(9, 200, 'estimate')).toContain(
      'No rows on this page: the list has at most 200 rows',
    )
  })

  it('says when the list is empty', () => {
    expect(render(1, 0)).toContain('No rows')
  })
})

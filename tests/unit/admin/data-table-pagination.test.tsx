import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DataTablePagination } from '@/components/admin/data-table-pagination'

const render = (page: number, total: number) =>
  renderToStaticMarkup(
    <DataTablePagination
      page={page}
      pageSize={25}
      total={total}
      href={(changes) => `/admin/articles?page=${String(changes.page)}`}
      onPageSize={() => undefined}
    />,
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

  it('says when the list is empty', () => {
    expect(render(1, 0)).toContain('No rows')
  })
})

'use client'

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { DataTablePagination } from '@/components/admin/data-table-pagination'
import { DataTableToolbar, type DataTableFilter } from '@/components/admin/data-table-toolbar'
import { useListUrl } from '@/components/admin/use-list-url'
import { useStoredColumnVisibility } from '@/components/admin/use-stored-column-visibility'
import { Checkbox } from '@/components/ui/checkbox'
import type { TotalKind } from '@/lib/data/admin/list-page'
import type { ListParams } from '@/lib/data/admin/list-params'
import { cn } from '@/lib/utils'

export type { DataTableFilter }

export type DataTableProps<Row> = {
  /** Names the table for assistive technology and keys its saved column choices. */
  id: string
  caption: string
  columns: ColumnDef<Row>[]
  rows: Row[]
  total: number
  /** How far `total` can be trusted (ListPage's totalKind); counted unless said otherwise. */
  totalKind?: TotalKind
  params: Pick<ListParams, 'page' | 'pageSize' | 'sort' | 'direction' | 'search'> & {
    filters: Record<string, string | undefined>
  }
  /** Column ids the server can sort by. */
  sortable?: readonly string[]
  getRowId: (row: Row) => string
  /** Where Enter on a focused row goes (usually the row's editor). */
  rowHref?: (row: Row) => string
  searchLabel?: string
  filters?: DataTableFilter[]
  /** Actions for the selected rows; selection is offered only when this is given. */
  bulkActions?: (selected: Row[], clearSelection: () => void) => React.ReactNode
  emptyState: React.ReactNode
}

/** What a page gives a list's table (its rows and URL state); the table sets the rest. */
export type ListTableProps<Row> = Omit<
  DataTableProps<Row>,
  'columns' | 'getRowId' | 'rowHref' | 'emptyState' | 'id' | 'caption'
>

const SELECT_COLUMN = 'select'

function selectionColumn<Row>(): ColumnDef<Row> {
  return {
    id: SELECT_COLUMN,
    enableHiding: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={
          table.getIsAllPageRowsSelected() ||
          (table.getIsSomePageRowsSelected() ? 'indeterminate' : false)
        }
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label="Select row"
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  }
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="checkbox"]'

/**
 * The admin areas' one list: rows come from the server for the page, sort, search and filters in
 * the URL (so a view can be bookmarked and the back button restores it); this component renders
 * them with TanStack Table, keeps column visibility and row selection, and moves between rows with
 * the arrow keys (Enter opens a row, Space selects it).
 */
export function DataTable<Row>({
  id,
  caption,
  columns,
  rows,
  total,
  totalKind,
  params,
  sortable = [],
  getRowId,
  rowHref,
  searchLabel = 'Search',
  filters = [],
  bulkActions,
  emptyState,
}: DataTableProps<Row>) {
  const router = useRouter()
  const { href, update, pending } = useListUrl()
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({})
  const [columnVisibility, setColumnVisibility] = useStoredColumnVisibility(id)
  const [activeRow, setActiveRow] = React.useState(0)
  const bodyRef = React.useRef<HTMLTableSectionElement>(null)

  const [shownRows, setShownRows] = React.useState(rows)

  // A new page of rows starts with nothing selected: selection never reaches rows off screen.
  if (rows !== shownRows) {
    setShownRows(rows)
    setRowSelection({})
    setActiveRow(0)
  }

  const allColumns = React.useMemo(
    () => (bulkActions ? [selectionColumn<Row>(), ...columns] : columns),
    [bulkActions, columns],
  )

  // TanStack Table returns fresh functions each render, so the React Compiler leaves this
  // component unmemoized; that is the library's documented behaviour, not a bug here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: Boolean(bulkActions),
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((current: VisibilityState) =>
        typeof updater === 'function' ? updater(current) : updater,
      ),
  })

  const selected = table.getSelectedRowModel().rows.map((row) => row.original)
  const filtered = params.search !== '' || Object.values(params.filters).some(Boolean)

  function focusRow(index: number) {
    const rowsInBody = bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')
    if (!rowsInBody?.length) return
    const next = Math.max(0, Math.min(index, rowsInBody.length - 1))
    setActiveRow(next)
    rowsInBody[next]?.focus()
  }

  function onRowKeyDown(event: React.KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) {
    const fromControl = (event.target as HTMLElement).closest(INTERACTIVE) !== null
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusRow(index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusRow(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusRow(0)
        break
      case 'End':
        event.preventDefault()
        focusRow(rows.length - 1)
        break
      case 'Enter':
        if (!fromControl && rowHref) router.push(rowHref(row))
        break
      case ' ':
        if (!fromControl && bulkActions) {
          event.preventDefault()
          table.getRow(getRowId(row)).toggleSelected()
        }
        break
    }
  }

  return (
    <div className="space-y-3">
      <DataTableToolbar
        tableId={id}
        searchLabel={searchLabel}
        search={params.search}
        filters={filters}
        activeFilters={params.filters}
        columns={table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => ({
            id: column.id,
            label:
              typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id,
            visible: column.getIsVisible(),
            toggle: (visible: boolean) => column.toggleVisibility(visible),
          }))}
        keep={{ sort: params.sort, dir: params.direction, size: String(params.pageSize) }}
        onSearch={(q) => update({ q }, { replace: true })}
        onFilter={(key, value) => update({ [key]: value })}
      />

      {bulkActions && selected.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
        >
          <span>{selected.length} selected</span>
          {bulkActions(selected, () => setRowSelection({}))}
        </div>
      ) : null}

      {/* relative: visually hidden text in the cells (absolutely positioned) scrolls with the
          table instead of widening the page on a phone. */}
      <div className="relative overflow-x-auto rounded-md border">
        <table
          aria-busy={pending}
          aria-describedby={`${id}-help`}
          className={cn('w-full text-sm', pending && 'opacity-60 transition-opacity')}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/50 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortKey = header.column.id
                  const canSort = sortable.includes(sortKey)
                  const sorted = params.sort === sortKey ? params.direction : null
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className={cn(
                        'px-3 py-2 font-medium whitespace-nowrap',
                        header.column.id === SELECT_COLUMN && 'w-10',
                      )}
                    >
                      {canSort ? (
                        <Link
                          href={href({
                            sort: sortKey,
                            dir: sorted === 'asc' ? 'desc' : 'asc',
                          })}
                          scroll={false}
                          className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUpIcon aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDownIcon
                              aria-hidden="true"
                              className="size-3.5 text-muted-foreground"
                            />
                          )}
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef}>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="px-3 py-10">
                  <div className="text-center text-muted-foreground">
                    {emptyState}
                    {filtered ? (
                      <p className="mt-2">
                        <Link href={href({ q: null, ...clearedFilters(params.filters) })}>
                          Clear search and filters
                        </Link>
                      </p>
                    ) : null}
                  </div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row, index) => (
                <tr
                  key={row.id}
                  data-row
                  tabIndex={index === activeRow ? 0 : -1}
                  aria-selected={bulkActions ? row.getIsSelected() : undefined}
                  onFocus={() => setActiveRow(index)}
                  onKeyDown={(event) => onRowKeyDown(event, index, row.original)}
                  className="border-t focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[selected=true]:bg-muted/60"
                  data-selected={row.getIsSelected()}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p id={`${id}-help`} className="sr-only">
        Use the up and down arrow keys to move between rows
        {rowHref ? ', Enter to open a row' : ''}
        {bulkActions ? ' and Space to select it' : ''}.
      </p>

      <DataTablePagination
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        totalKind={totalKind}
        href={href}
        onPageSize={(size) => update({ size })}
      />
    </div>
  )
}

/** Every filter the list applies, its own menus' and any the page adds (a date range), cleared. */
function clearedFilters(filters: Record<string, string | undefined>) {
  return Object.fromEntries(Object.keys(filters).map((key) => [key, null]))
}

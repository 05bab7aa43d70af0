'use client'

import { Columns3Icon, SearchIcon } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'

export type DataTableFilter = {
  /** The URL search param, e.g. `status`. */
  key: string
  label: string
  options: { value: string; label: string }[]
  /** What the list shows with no option chosen ("All" unless the list hides some by default). */
  allLabel?: string
}

type ColumnChoice = {
  id: string
  label: string
  visible: boolean
  toggle: (visible: boolean) => void
}

type Props = {
  tableId: string
  searchLabel: string
  search: string
  filters: DataTableFilter[]
  activeFilters: Record<string, string | undefined>
  columns: ColumnChoice[]
  /** Sort and page size, carried along when the form is submitted without JavaScript. */
  keep: Record<string, string>
  onSearch: (query: string) => void
  onFilter: (key: string, value: string | null) => void
}

const TYPING_PAUSE_MS = 300

const selectClass =
  'h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none'

/**
 * Search, filters and column choice above a table. It is a GET form, so it works before the
 * JavaScript loads; after that, typing searches after a short pause and a filter applies as soon as
 * it changes.
 */
export function DataTableToolbar({
  tableId,
  searchLabel,
  search,
  filters,
  activeFilters,
  columns,
  keep,
  onSearch,
  onFilter,
}: Props) {
  const [query, setQuery] = React.useState(search)
  const [shownSearch, setShownSearch] = React.useState(search)
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)

  // The URL's search changed elsewhere (back button, "clear filters"): show it in the box.
  if (search !== shownSearch) {
    setShownSearch(search)
    if (search !== query.trim()) setQuery(search)
  }
  React.useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <form
      role="search"
      method="get"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        onSearch(query.trim())
      }}
    >
      <div className="relative min-w-56 flex-1">
        <label htmlFor={`${tableId}-search`} className="sr-only">
          {searchLabel}
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${tableId}-search`}
          type="search"
          name="q"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder={`${searchLabel}…`}
          className="pl-9"
          onChange={(event) => {
            const value = event.target.value
            setQuery(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => onSearch(value.trim()), TYPING_PAUSE_MS)
          }}
        />
      </div>
      {filters.map((filter) => (
        <label key={filter.key} className="flex flex-col gap-1 text-sm">
          <span className="text-muted-foreground">{filter.label}</span>
          <select
            name={filter.key}
            value={activeFilters[filter.key] ?? ''}
            onChange={(event) => onFilter(filter.key, event.target.value || null)}
            className={selectClass}
          >
            <option value="">{filter.allLabel ?? 'All'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline">
        Apply
      </Button>
      {columns.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline">
              <Columns3Icon aria-hidden="true" />
              Columns
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Show columns</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {columns.map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={column.visible}
                onCheckedChange={(checked) => column.toggle(checked === true)}
                onSelect={(event) => event.preventDefault()}
              >
                {column.label}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </form>
  )
}

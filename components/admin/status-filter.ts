import type { DataTableFilter } from '@/components/admin/data-table-toolbar'

/** The "Status" filter of an admin list (the `status` search param) over the given options. */
export const statusFilterOf = (options: DataTableFilter['options']): DataTableFilter => ({
  key: 'status',
  label: 'Status',
  options,
})

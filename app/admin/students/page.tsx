import type { Metadata } from 'next'
import { Suspense } from 'react'

import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { StudentsTable } from '@/components/admin/students/students-table'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listStudents, studentListSpec } from '@/lib/data/admin/students'

export const metadata: Metadata = { title: 'Students' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const roleFilter = {
  key: 'role',
  label: 'Role',
  options: [
    { value: 'admin', label: 'Admin' },
    { value: 'user', label: 'User' },
  ],
}

async function StudentsList({ searchParams }: Props) {
  const params = parseListParams(studentListSpec, await searchParams)
  const page = await listStudents(params)
  return (
    <StudentsTable
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={studentListSpec.sortable}
      filters={[roleFilter]}
    />
  )
}

export default function AdminStudentsPage({ searchParams }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Students</h1>
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <StudentsList searchParams={searchParams} />
      </Suspense>
    </>
  )
}

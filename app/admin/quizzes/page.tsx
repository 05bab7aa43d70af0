import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { HEADING_IDS, PageHeader } from '@/components/admin/page-header'
import { statusFilterOf } from '@/components/admin/status-filter'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { QuizzesTable } from '@/components/admin/quizzes/quizzes-table'

import { Button } from '@/components/ui/button'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listQuizzes, quizListSpec } from '@/lib/data/admin/quizzes'
import { createClient } from '@/lib/supabase/server'
import { QUIZ_STATUSES } from '@/lib/validation/admin/quizzes'
import { optionsOf } from '@/lib/format/labels'

export const metadata: Metadata = { title: 'Quizzes' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = statusFilterOf(optionsOf(QUIZ_STATUSES))

async function QuizzesList({ searchParams }: Props) {
  const params = parseListParams(quizListSpec, await searchParams)
  const page = await listQuizzes(await createClient(), params)
  return (
    <QuizzesTable
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={quizListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}

export default function AdminQuizzesPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Quizzes" headingId={HEADING_IDS.quizzes}>
        <Button asChild>
          <Link href="/admin/quizzes/new">New quiz</Link>
        </Button>
      </PageHeader>
      <Suspense fallback={<DataTableSkeleton columns={6} />}>
        <QuizzesList searchParams={searchParams} />
      </Suspense>
    </>
  )
}

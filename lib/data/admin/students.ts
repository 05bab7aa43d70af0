import 'server-only'

import { cache } from 'react'

import { listPageOrThrow, type ListPage } from '@/lib/data/admin/list-page'
import { distinctPlans, RECENT_MEMBERSHIPS } from '@/lib/data/admin/membership-plans'
import { pageRange, type ListParams, type ListSpec } from '@/lib/data/admin/list-params'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { createClient } from '@/lib/supabase/server'

export const ACCOUNT_ROLES = ['admin', 'user'] as const

export const studentListSpec = {
  sortable: ['created_at', 'email', 'full_name', 'last_sign_in_at'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { role: ACCOUNT_ROLES },
} as const satisfies ListSpec<string, 'role'>

export type StudentListParams = ListParams<(typeof studentListSpec.sortable)[number], 'role'>

/** One account as admin_list_students returns it (nullable where the SQL can be null). */
export type StudentRow = {
  user_id: string
  email: string | null
  full_name: string | null
  role: string
  membership_plan: string | null
  orders_count: number
  quiz_attempts_count: number
  created_at: string
  last_sign_in_at: string | null
  total_count: number
}

/**
 * One page of every account, with role, membership and counts, through the admin-only
 * admin_list_students RPC (auth.users is not exposed through REST). The RPC refuses non-admins.
 * Its total is a window count over the page's own rows, so a page past the end (a hand-edited
 * URL) reads the first row again for the total the pagination needs.
 */
export async function listStudents(params: StudentListParams): Promise<ListPage<StudentRow>> {
  const supabase = await createClient()
  const { from } = pageRange(params)
  const read = (pageSize: number, pageOffset: number) =>
    supabase.rpc('admin_list_students', {
      search: params.search,
      role_filter: params.filters.role,
      sort_column: params.sort,
      sort_direction: params.direction,
      page_size: pageSize,
      page_offset: pageOffset,
    })
  const { data, error } = await read(params.pageSize, from)
  const rows = (data ?? []) as StudentRow[]
  let total = rows[0]?.total_count ?? 0
  if (!error && rows.length === 0 && from > 0) {
    const first = dataOrThrow(await read(1, 0), 'the accounts') as StudentRow[]
    total = first[0]?.total_count ?? 0
  }
  return listPageOrThrow({ data: rows, count: total, error }, params, 'the accounts')
}

/**
 * One account with its memberships, orders and quiz attempts, for the admin's detail view; once
 * per request, as the page and its title both ask for it.
 */
export const getStudentForAdmin = cache(async (userId: string) => {
  const supabase = await createClient()
  const [account, memberships, orders, attempts, plans] = await Promise.all([
    supabase.rpc('admin_list_students', { only_user: userId, page_size: 1 }),
    supabase
      .from('memberships')
      .select('id, plan, status, started_at, ends_at')
      .eq('user_id', userId)
      .order('started_at', { ascending: false }),
    supabase
      .from('orders')
      .select('id, order_number, subject, status, created_at')
      .eq('student_id', userId)
      .order('created_at', { ascending: false })
      .limit(20),
    supabase
      .from('quiz_attempts')
      .select('id, percent, passed, created_at, quizzes(title)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(20),
    // The plans granted lately, for the grant form to suggest (admins read every membership).
    supabase
      .from('memberships')
      .select('plan')
      .order('started_at', { ascending: false })
      .limit(RECENT_MEMBERSHIPS),
  ])
  const [row] = dataOrThrow(account, 'the account') as StudentRow[]
  if (!row) return null
  return {
    account: row,
    memberships: rowsOrThrow(memberships, 'memberships'),
    orders: rowsOrThrow(orders, 'orders'),
    attempts: rowsOrThrow(attempts, 'quiz attempts'),
    plans: distinctPlans(rowsOrThrow(plans, 'membership plans').map(({ plan }) => plan)),
  }
})

export type AdminStudent = NonNullable<Awaited<ReturnType<typeof getStudentForAdmin>>>

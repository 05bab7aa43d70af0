import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { DetailSection } from '@/components/admin/detail-section'
import { LocalTime } from '@/components/admin/local-time'
import { DetailSkeleton } from '@/components/admin/detail-skeleton'
import { AdminRoleControl } from '@/components/admin/students/admin-role-control'
import { MembershipControls } from '@/components/admin/students/membership-controls'
import { OrderStatusBadge } from '@/components/dashboard/order-status-badge'
import { Badge } from '@/components/ui/badge'
import { getCurrentUser } from '@/lib/auth/current-user'
import { getStudentForAdmin } from '@/lib/data/admin/students'
import { isUuid } from '@/lib/data/admin/uuid'
import { truncate } from '@/lib/format/truncate'

type Props = { params: Promise<{ id: string }> }

// Any id may be asked for, so there are no params to prerender; the page is rendered per request
// (the site header reads the path, which a prerendered shell for unknown ids cannot know).
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const student = isUuid(id) ? await getStudentForAdmin(id) : null
  const name = student && (student.account.full_name ?? student.account.email)
  return { title: name ? `Student: ${truncate(name)}` : 'Student' }
}

const when = (iso: string | null) => (iso ? <LocalTime iso={iso} /> : 'Never')

async function StudentDetail({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const [student, me] = await Promise.all([getStudentForAdmin(id), getCurrentUser()])
  if (!student) notFound()
  const { account, memberships, orders, attempts, plans } = student
  const name = account.full_name ?? account.email ?? 'This account'
  const isAdmin = account.role === 'admin'
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <Badge variant={isAdmin ? 'default' : 'outline'}>{isAdmin ? 'Admin' : 'User'}</Badge>
      </div>

      <DetailSection id="account-heading" title="Account">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Email</dt>
            <dd>{account.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{when(account.created_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last sign-in</dt>
            <dd>{when(account.last_sign_in_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Orders</dt>
            <dd>{account.orders_count}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Quiz attempts</dt>
            <dd>{account.quiz_attempts_count}</dd>
          </div>
        </dl>
      </DetailSection>

      <DetailSection id="role-heading" title="Role">
        <AdminRoleControl
          userId={account.user_id}
          name={name}
          isAdmin={isAdmin}
          isSelf={me?.id === account.user_id}
        />
      </DetailSection>

      <DetailSection id="memberships-heading" title="Memberships">
        <MembershipControls userId={account.user_id} memberships={memberships} plans={plans} />
      </DetailSection>

      <DetailSection id="orders-heading" title="Recent orders">
        {orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No orders.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-3">
                <Link href={`/admin/orders/${order.id}`} className="font-medium hover:underline">
                  {order.order_number}
                </Link>
                <span>{order.subject}</span>
                <OrderStatusBadge status={order.status} />
                <span className="text-muted-foreground">{when(order.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="attempts-heading" title="Recent quiz attempts">
        {attempts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No quiz attempts.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {attempts.map((attempt) => (
              <li key={attempt.id} className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{attempt.quizzes?.title ?? 'A removed quiz'}</span>
                <span>{Number(attempt.percent)}%</span>
                <Badge variant={attempt.passed ? 'default' : 'outline'}>
                  {attempt.passed ? 'Passed' : 'Not passed'}
                </Badge>
                <span className="text-muted-foreground">{when(attempt.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  )
}

// The params are request data, so the page streams behind a fallback instead of blocking.
export default function AdminStudentPage({ params }: Props) {
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <StudentDetail params={params} />
    </Suspense>
  )
}

import type { User } from '@supabase/supabase-js'

import { DashboardHeader } from '@/components/dashboard/dashboard-header'
import { DashboardSection } from '@/components/dashboard/dashboard-section'
import { EmptyState } from '@/components/dashboard/empty-state'
import { MessageList } from '@/components/dashboard/message-list'
import { OrderList } from '@/components/dashboard/order-list'
import { QuizAttemptList } from '@/components/dashboard/quiz-attempt-list'
import { SavedResourceList } from '@/components/dashboard/saved-resource-list'
import type { loadDashboard } from '@/lib/data/dashboard'
import { displayZone } from '@/lib/format/dates'

type DashboardViewProps = { user: User; data: Awaited<ReturnType<typeof loadDashboard>> }

export function DashboardView({ user, data }: DashboardViewProps) {
  const { profile, orders, attempts, messages } = data
  const saved = data.saved.filter((entry) => entry.resources !== null)
  const zone = displayZone(profile?.time_zone)
  const name = profile?.full_name || (user.user_metadata.full_name as string | undefined) || null

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:py-14">
      <DashboardHeader name={name} zone={zone} />
      <DashboardSection id="orders" title="Your orders">
        {orders.length > 0 ? (
          <OrderList orders={orders} timeZone={zone.timeZone} />
        ) : (
          <EmptyState
            message="You have no orders yet. Tell us what you need and we will send a quote."
            actionLabel="Book a session"
            href="/services"
          />
        )}
      </DashboardSection>
      <DashboardSection id="quizzes" title="Quiz results">
        {attempts.length > 0 ? (
          <QuizAttemptList attempts={attempts} timeZone={zone.timeZone} />
        ) : (
          <EmptyState
            message="You have not taken a quiz yet. Quizzes show you what to revise next."
            actionLabel="Try a quiz"
            href="/quizzes"
          />
        )}
      </DashboardSection>
      <DashboardSection id="saved" title="Saved resources">
        {saved.length > 0 ? (
          <SavedResourceList saved={saved} timeZone={zone.timeZone} />
        ) : (
          <EmptyState
            message="Save guides, templates and checklists to find them here later."
            actionLabel="Browse resources"
            href="/resources"
          />
        )}
      </DashboardSection>
      {/* Members cannot read messages under RLS today, so this usually renders nothing. */}
      {messages.length > 0 ? (
        <DashboardSection id="messages" title="Your messages">
          <MessageList messages={messages} timeZone={zone.timeZone} />
        </DashboardSection>
      ) : null}
    </div>
  )
}

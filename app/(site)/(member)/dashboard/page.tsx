import type { Metadata } from 'next'

import { DashboardView } from '@/components/dashboard/dashboard-view'
import { requireMember } from '@/lib/auth/require-member'
import { loadDashboard } from '@/lib/data/dashboard'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Your dashboard',
  description: 'Your orders, quiz results and saved resources in one place.',
  path: '/dashboard',
  noindex: true,
})

export default async function DashboardPage() {
  const user = await requireMember('/dashboard')
  return <DashboardView user={user} data={await loadDashboard(user)} />
}

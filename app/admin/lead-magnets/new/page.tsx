import type { Metadata } from 'next'

import { LeadMagnetEditor } from '@/components/admin/lead-magnets/lead-magnet-editor'

export const metadata: Metadata = { title: 'New lead magnet' }

export default function NewLeadMagnetPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New lead magnet</h1>
      <LeadMagnetEditor magnet={null} />
    </>
  )
}

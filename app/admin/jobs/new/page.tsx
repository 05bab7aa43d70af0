import type { Metadata } from 'next'

import { NewJobForm } from '@/components/admin/jobs/new-job-form'

export const metadata: Metadata = { title: 'New job' }

export default function NewJobPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New job</h1>
      <NewJobForm />
    </>
  )
}

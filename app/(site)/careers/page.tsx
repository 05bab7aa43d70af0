import type { Metadata } from 'next'

import { CareersView } from '@/components/careers/careers-view'
import { getJobs } from '@/lib/data/jobs'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description:
    'Remote tutoring, writing-feedback and student-support roles at Scholarly Support. See open roles and apply online.',
  path: '/careers',
})

export default async function CareersPage() {
  return <CareersView jobs={await getJobs()} />
}

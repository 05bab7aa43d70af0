import Link from 'next/link'

import { closingDate, jobFacts } from '@/components/careers/job-facts'
import { Badge } from '@/components/ui/badge'
import type { JobSummary } from '@/lib/data/jobs'

/** One job in the /careers list: title, facts and closing date, or "Closed". */
export function JobCard({ job }: { job: JobSummary }) {
  const closes = job.accepting ? closingDate(job.closes_at) : null
  return (
    <li className="rounded-lg border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">
          <Link href={`/careers/${job.slug}`} className="hover:underline">
            {job.title}
          </Link>
        </h3>
        {job.accepting ? null : <Badge variant="secondary">Closed</Badge>}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {jobFacts(job).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {closes ? <li>{closes}</li> : null}
      </ul>
    </li>
  )
}

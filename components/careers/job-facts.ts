import { formatDate } from '@/lib/format/dates'

export const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
}

type JobFactsInput = {
  department: string | null
  location: string
  is_remote: boolean
  employment_type: string
}

/** Department, location, remote and employment type, in the order the list and page show them. */
export function jobFacts(job: JobFactsInput): string[] {
  return [
    job.department,
    job.location,
    job.is_remote && !/remote/i.test(job.location) ? 'Remote' : null,
    EMPLOYMENT_TYPE_LABELS[job.employment_type] ?? job.employment_type,
  ].filter((fact): fact is string => Boolean(fact))
}

/** "Closes 12 Jan 2027" in UTC, so the cached page says the same to everyone. */
export function closingDate(closesAt: string | null): string | null {
  return closesAt ? `Closes ${formatDate(closesAt, 'UTC')}` : null
}

import type { z } from 'zod'

import type { createJobSchema } from '@/lib/validation/admin/jobs'

const list = (text: string) => (text ? text.split('\n') : [])

/**
 * A job's form values as table columns. Opening a job for the first time stamps published_at,
 * which orders /careers.
 */
export function jobColumns(input: z.output<typeof createJobSchema>, publishedAt: string | null) {
  return {
    title: input.title,
    slug: input.slug,
    department: input.department || null,
    location: input.location,
    employment_type: input.employmentType,
    is_remote: input.isRemote,
    summary: input.summary,
    description: input.description,
    requirements: list(input.requirements),
    benefits: list(input.benefits),
    salary_range: input.salaryRange || null,
    status: input.status,
    closes_at: input.closesAt || null,
    published_at: publishedAt ?? (input.status === 'draft' ? null : new Date().toISOString()),
  }
}

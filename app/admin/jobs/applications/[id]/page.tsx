import type { Metadata } from 'next'
import type * as React from 'react'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { DetailSection } from '@/components/admin/detail-section'
import { LocalTime } from '@/components/admin/local-time'
import { RowHistory } from '@/components/admin/editor/row-history'
import { ApplicationEditor } from '@/components/admin/jobs/application-editor'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getApplicationForAdmin } from '@/lib/data/admin/jobs'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const application = isUuid(id) ? await getApplicationForAdmin(id) : null
  return {
    title: application ? `Application from ${truncate(application.fullName)}` : 'Application',
  }
}

export default async function ApplicationPage({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [application, history] = await Promise.all([
    getApplicationForAdmin(id),
    getRowHistory(supabase, 'job_applications', id),
  ])
  if (!application) notFound()
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{application.fullName}</h1>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr] [&_a]:underline [&_a]:underline-offset-4">
        <Detail term="Job">
          {application.job ? (
            <Link href={`/admin/jobs/${application.job.id}`}>{application.job.title}</Link>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term="Email">
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </Detail>
        <Detail term="Phone">{application.phone ?? '—'}</Detail>
        <Detail term="Country">{application.country ?? '—'}</Detail>
        <Detail term="Received">
          <LocalTime iso={application.createdAt} />
        </Detail>
        <Detail term="LinkedIn">
          <ExternalLink href={application.linkedinUrl} />
        </Detail>
        <Detail term="Portfolio">
          <ExternalLink href={application.portfolioUrl} />
        </Detail>
        <Detail term="Résumé">
          {application.hasResume ? (
            <a
              href={`/admin/jobs/applications/${application.id}/resume`}
              target="_blank"
              rel="noopener"
            >
              Open the résumé (link valid for one minute)
            </a>
          ) : (
            'None'
          )}
        </Detail>
      </dl>
      <DetailSection id="cover-letter-heading" title="Cover letter">
        <p className="text-sm whitespace-pre-wrap">{application.coverLetter || 'None.'}</p>
      </DetailSection>
      <ApplicationEditor initial={application.values} />
      <RowHistory entries={history} />
    </div>
  )
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return '—'
  return (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {href}
    </a>
  )
}

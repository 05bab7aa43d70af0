import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { AuditDiff } from '@/components/admin/security/audit-diff'
import { When } from '@/components/admin/security/when'
import { Skeleton } from '@/components/ui/skeleton'
import { getAuditEntryForAdmin, type AuditDetail } from '@/lib/data/admin/security'

type Props = { params: Promise<{ id: string }> }

// Cache Components prerenders a shell per known param; one placeholder id gives the build that
// shell, and every real id renders on request (its content reads the admin's cookies anyway).
export function generateStaticParams() {
  return [{ id: '0' }]
}

const actionLabel = { INSERT: 'Created', UPDATE: 'Changed', DELETE: 'Deleted' } as const

const whatHappened = (entry: AuditDetail) =>
  entry.tableName === 'sessions' ? 'Signed out everywhere' : actionLabel[entry.action]

const isEntryId = (id: string) => /^\d{1,18}$/.test(id)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const entry = isEntryId(id) ? await getAuditEntryForAdmin(Number(id)) : null
  return {
    title: entry ? `Audit entry: ${whatHappened(entry)} (${entry.tableName})` : 'Audit entry',
  }
}

async function Entry({ params }: Props) {
  const { id } = await params
  if (!isEntryId(id)) notFound()
  const entry = await getAuditEntryForAdmin(Number(id))
  if (!entry) notFound()
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        {whatHappened(entry)}: {entry.tableName}
      </h1>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Who</dt>
        <dd>
          {entry.actorName}
          {entry.actorRole ? ` (${entry.actorRole})` : ''}
        </dd>
        <dt className="font-medium">When</dt>
        <dd>
          <When iso={entry.createdAt} />
        </dd>
        <dt className="font-medium">Row</dt>
        <dd className="font-mono text-xs break-all">{entry.rowId ?? '—'}</dd>
      </dl>
      <section aria-labelledby="diff-heading" className="space-y-3">
        <h2 id="diff-heading" className="text-xl font-semibold">
          What changed
        </h2>
        <AuditDiff entry={entry} />
      </section>
    </>
  )
}

export default function AuditEntryPage({ params }: Props) {
  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/security" className="text-sm hover:underline">
          Back to the audit log
        </Link>
      </p>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <Entry params={params} />
      </Suspense>
    </div>
  )
}

import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Suspense } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { UnsubscribeMessage } from '@/components/home/study-guide/unsubscribe-message'
import { unsubscribeLead } from '@/lib/actions/leads/unsubscribe-lead'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Unsubscribe',
  description: 'Stop emails about the Study Success Guide.',
  path: '/unsubscribe',
  noindex: true,
})

type UnsubscribePageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Acting on the signed link is safe to repeat: the first unsubscribe time is kept. */
async function UnsubscribeResult({ searchParams }: UnsubscribePageProps) {
  // A write: only ever for a real request, never while Next prerenders the page.
  await connection()
  const { token } = await searchParams
  const result = await unsubscribeLead(Array.isArray(token) ? token[0] : token)
  return <UnsubscribeMessage result={result} />
}

export default function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      <Suspense fallback={<Spinner label="Unsubscribing" />}>
        <UnsubscribeResult searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

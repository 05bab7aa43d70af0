import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { UnsubscribeForm } from '@/components/home/study-guide/unsubscribe-form'
import { UnsubscribeMessage } from '@/components/home/study-guide/unsubscribe-message'
import { leadIdFromToken } from '@/lib/leads/unsubscribe-link'
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

/** Only checks the link's signature: opening the page changes nothing until the reader confirms. */
async function UnsubscribeConfirmation({ searchParams }: UnsubscribePageProps) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!value || !leadIdFromToken(value)) return <UnsubscribeMessage result="invalid" />
  return <UnsubscribeForm token={value} />
}

export default function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      <Suspense fallback={<Spinner label="Loading" />}>
        <UnsubscribeConfirmation searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

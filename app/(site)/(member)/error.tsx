'use client'

import * as React from 'react'

import { ErrorFallback } from '@/components/errors/error-fallback'

export default function MemberError({ error }: { error: Error & { digest?: string } }) {
  React.useEffect(() => {
    console.error(error)
  }, [error])

  return <ErrorFallback />
}

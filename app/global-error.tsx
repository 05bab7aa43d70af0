'use client'

import './globals.css'

import * as React from 'react'

import { ErrorFallback } from '@/components/errors/error-fallback'

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  React.useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang="en">
      <head>
        <title>Something went wrong</title>
      </head>
      <body>
        <main>
          <ErrorFallback />
        </main>
      </body>
    </html>
  )
}

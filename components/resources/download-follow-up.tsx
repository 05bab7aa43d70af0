'use client'

import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'

/**
 * The cached page cannot read the query string, so the browser does: after signing in to
 * download (?download=1) the download starts; a signed-in visitor without access
 * (?access=members) is told why.
 */
export function DownloadFollowUp({ slug }: { slug: string }) {
  const { user, loading } = useAuth()
  const [notice, setNotice] = React.useState<string | null>(null)
  React.useEffect(() => {
    if (loading) return
    const params = new URLSearchParams(window.location.search)
    if (params.get('download') === '1' && user) {
      window.history.replaceState(null, '', `/resources/${slug}/`)
      // A document navigation: the route answers with a redirect to the file, not a page.
      window.location.assign(new URL(`/resources/${slug}/download`, window.location.href).href)
    } else if (params.get('access') === 'members') {
      React.startTransition(() =>
        setNotice(
          'This file is for members with an active membership. Your account does not have one yet.',
        ),
      )
    }
  }, [loading, user, slug])
  return (
    <p
      role="status"
      className={notice ? 'rounded-lg border border-destructive/40 p-3 text-sm' : 'sr-only'}
    >
      {notice ?? ''}
    </p>
  )
}

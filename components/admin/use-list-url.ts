'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import * as React from 'react'

import { withListParams } from '@/lib/data/admin/list-params'

/**
 * A list's URL state: `href` builds links (pages, sort headers) that work as plain links, and
 * `update` navigates in a transition so the table can show it is loading. Each change is a history
 * entry, so the back button returns to the previous view.
 */
export function useListUrl() {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [pending, startTransition] = React.useTransition()

  const href = React.useCallback(
    (changes: Record<string, string | number | null>) =>
      `${pathname}${withListParams(searchParams, changes)}`,
    [pathname, searchParams],
  )
  const update = React.useCallback(
    (changes: Record<string, string | number | null>, { replace = false } = {}) => {
      startTransition(() => {
        const target = href(changes)
        if (replace) router.replace(target, { scroll: false })
        else router.push(target, { scroll: false })
      })
    },
    [href, router],
  )
  return { href, update, pending, searchParams }
}

'use client'

import { BookmarkCheckIcon, BookmarkIcon } from 'lucide-react'
import Link from 'next/link'
import * as React from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { Button } from '@/components/ui/button'
import { saveResourceAction } from '@/lib/actions/resources/save-resource'
import { loadBrowserClient } from '@/lib/supabase/lazy-browser'

/**
 * Save to the dashboard, with the new state shown at once and rolled back if the save fails.
 * The button waits for the stored state: a click before it arrives would be overwritten by it.
 */
export function SaveResourceButton({ resourceId, slug }: { resourceId: string; slug: string }) {
  const { user, loading } = useAuth()
  const [saved, setSaved] = React.useState<boolean | null>(null)
  const [optimistic, setOptimistic] = React.useOptimistic(saved)
  const [, startTransition] = React.useTransition()

  React.useEffect(() => {
    if (!user) return
    let current = true
    void loadBrowserClient().then(async (supabase) => {
      const { data } = await supabase
        .from('saved_resources')
        .select('resource_id')
        .eq('user_id', user.id)
        .eq('resource_id', resourceId)
        .maybeSingle()
      if (current) setSaved(data !== null)
    })
    return () => {
      current = false
    }
  }, [user, resourceId])

  if (loading) return null
  if (!user) {
    return (
      <Button asChild variant="outline">
        <Link href={`/auth?next=${encodeURIComponent(`/resources/${slug}/`)}`}>
          <BookmarkIcon aria-hidden="true" />
          Sign in to save
        </Link>
      </Button>
    )
  }

  const toggle = () => {
    const next = !optimistic
    startTransition(async () => {
      setOptimistic(next)
      const result = await saveResourceAction({ resourceId, saved: next })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      setSaved(next)
      toast.success(next ? 'Saved to your dashboard' : 'Removed from your saved resources')
    })
  }

  return (
    <Button
      variant="outline"
      onClick={toggle}
      aria-pressed={optimistic === true}
      disabled={optimistic === null}
    >
      {optimistic ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkIcon aria-hidden="true" />}
      {optimistic ? 'Saved' : 'Save to dashboard'}
    </Button>
  )
}

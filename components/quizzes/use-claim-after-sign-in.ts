'use client'

import * as React from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { parseKeptResult, tabStorage, type KeptResult } from '@/components/quizzes/kept-result'
import { claimQuizAttemptAction } from '@/lib/actions/quizzes/claim-quiz-attempt'

/** A visitor's result, kept for this tab so it can be saved after they sign in. */
const claimKey = (slug: string) => `quiz-claim:${slug}`

/**
 * Keeps the result for claiming after sign-in. Where storage is blocked or full the result still
 * shows; only saving it to an account after signing in is lost.
 */
export function keepForClaim(slug: string, kept: KeptResult) {
  try {
    tabStorage()?.setItem(claimKey(slug), JSON.stringify(kept))
  } catch {
    // QuotaExceededError: nothing kept, as where storage is blocked.
  }
}

export function forgetClaim(slug: string) {
  tabStorage()?.removeItem(claimKey(slug))
}

/**
 * Back from signing in: show the kept result (`onRestore`) and save it to the account
 * (`onClaimed` once it is).
 */
export function useClaimAfterSignIn(
  slug: string,
  { onRestore, onClaimed }: { onRestore: (kept: KeptResult) => void; onClaimed: () => void },
) {
  const { user, loading } = useAuth()
  const restore = React.useEffectEvent(onRestore)
  const markClaimed = React.useEffectEvent(onClaimed)
  React.useEffect(() => {
    if (loading) return
    const kept = tabStorage()?.getItem(claimKey(slug))
    if (!kept) return
    const finished = parseKeptResult(kept)
    if (!finished) {
      forgetClaim(slug)
      return
    }
    React.startTransition(() => restore(finished))
    if (!user || !finished.result.claim_id) return
    forgetClaim(slug)
    void claimQuizAttemptAction({ claimId: finished.result.claim_id }).then((claimed) => {
      if (claimed.ok) {
        markClaimed()
        toast.success('Your result is saved to your dashboard')
      } else toast.error(claimed.error)
    })
  }, [loading, user, slug])
}

'use client'

import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import { loadBrowserClient } from '@/lib/supabase/lazy-browser'

const BestScoresContext = React.createContext<Map<string, number>>(new Map())

/** A signed-in member's best percentage per quiz, read after hydration (RLS: their own rows). */
export function BestScoresProvider({ children }: { children: React.ReactNode }) {
  const { user } = useAuth()
  const [best, setBest] = React.useState<Map<string, number>>(new Map())
  React.useEffect(() => {
    if (!user) return
    let current = true
    void loadBrowserClient().then(async (supabase) => {
      const { data } = await supabase
        .from('quiz_attempts')
        .select('quiz_id, percent')
        .eq('user_id', user.id)
        .limit(1000)
      if (!current || !data) return
      const scores = new Map<string, number>()
      for (const row of data) {
        scores.set(row.quiz_id, Math.max(scores.get(row.quiz_id) ?? 0, Number(row.percent)))
      }
      React.startTransition(() => setBest(scores))
    })
    return () => {
      current = false
    }
  }, [user])
  return <BestScoresContext value={best}>{children}</BestScoresContext>
}

export const useBestScores = () => React.use(BestScoresContext)

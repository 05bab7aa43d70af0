'use client'

import { useBestScores } from '@/components/quizzes/best-scores-provider'

export function BestScore({ quizId }: { quizId: string }) {
  const best = useBestScores().get(quizId)
  if (best === undefined) return null
  return <p className="text-sm font-medium">Your best score: {Math.round(best)}%</p>
}

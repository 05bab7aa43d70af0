'use client'

import * as React from 'react'

import {
  readNotRecorded,
  type KeptNotRecorded,
  type KeptQuiz,
} from '@/components/quizzes/kept-result'

/** Reloaded after a refused attempt: its answers and the reason come back with the page. */
export function useRestoreNotRecorded(quiz: KeptQuiz, onRestore: (kept: KeptNotRecorded) => void) {
  const restore = React.useEffectEvent(onRestore)
  React.useEffect(() => {
    const kept = readNotRecorded(quiz)
    if (kept) React.startTransition(() => restore(kept))
  }, [quiz])
}

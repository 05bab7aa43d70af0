'use client'

import * as React from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import {
  forgetNotRecorded,
  keepNotRecorded,
  type KeptNotRecorded,
  type KeptResult,
} from '@/components/quizzes/kept-result'
import { KeepResultPrompt } from '@/components/quizzes/keep-result-prompt'
import { QuestionScreen } from '@/components/quizzes/question-screen'
import { QuizIntro } from '@/components/quizzes/quiz-intro'
import { QuizNotRecorded } from '@/components/quizzes/quiz-not-recorded'
import { QuizResults } from '@/components/quizzes/quiz-results'
import { QuizReview } from '@/components/quizzes/quiz-review'
import { timeAnnouncement } from '@/components/quizzes/time-announcement'
import {
  forgetClaim,
  keepForClaim,
  useClaimAfterSignIn,
} from '@/components/quizzes/use-claim-after-sign-in'
import { useQuizTimer } from '@/components/quizzes/use-quiz-timer'
import { useRestoreNotRecorded } from '@/components/quizzes/use-restore-not-recorded'
import { startQuizAction } from '@/lib/actions/quizzes/start-quiz'
import { submitQuizAction } from '@/lib/actions/quizzes/submit-quiz'
import type { QuizQuestion } from '@/lib/data/quizzes'
import { notRecordedReason } from '@/lib/quizzes/refusals'
import type { QuizAnswer } from '@/lib/validation/quizzes'

type PlayerQuiz = {
  id: string
  slug: string
  timeLimitMinutes: number | null
  passPercent: number
  questions: QuizQuestion[]
}

type Stage =
  | { at: 'intro'; retake?: true }
  | { at: 'question'; index: number }
  | { at: 'review' }
  | ({ at: 'result' } & KeptResult)
  | ({ at: 'not-recorded' } & KeptNotRecorded)

export function QuizPlayer({ quiz }: { quiz: PlayerQuiz }) {
  const { user } = useAuth()
  const [stage, setStage] = React.useState<Stage>({ at: 'intro' })
  const [answers, setAnswers] = React.useState<Record<string, QuizAnswer>>({})
  const [sessionId, setSessionId] = React.useState<string | null>(null)
  // A timed quiz taken without its limit (WCAG 2.2.1): no countdown and no submitting at zero.
  const [untimed, setUntimed] = React.useState(false)
  const [busy, setBusy] = React.useState(false)
  const [saved, setSaved] = React.useState(false)
  const heading = React.useRef<HTMLHeadingElement>(null)
  const startButton = React.useRef<HTMLButtonElement>(null)
  const total = quiz.questions.length

  // Focus follows the screen, so keyboard and screen-reader users start at the new heading.
  // The intro takes focus only on a retake: on arrival the page's own heading leads.
  React.useEffect(() => {
    if (stage.at === 'intro') {
      if (stage.retake) startButton.current?.focus()
      return
    }
    const target =
      stage.at === 'result' ? document.getElementById('quiz-result-heading') : heading.current
    target?.focus()
  }, [stage])

  useRestoreNotRecorded(quiz, (kept) => setStage({ at: 'not-recorded', ...kept }))
  useClaimAfterSignIn(quiz.slug, {
    onRestore: (finished) => setStage({ at: 'result', ...finished }),
    onClaimed: () => setSaved(true),
  })

  // At zero the timer submits, and submitting stops the timer: it reaches the latest `submit`
  // through a ref.
  const submitRef = React.useRef(async () => {})
  const timer = useQuizTimer(() => void submitRef.current())
  const submit = async () => {
    setBusy(true)
    const result = await submitQuizAction({ quizId: quiz.id, sessionId, answers })
    setBusy(false)
    const reason = notRecordedReason(result)
    if (reason) {
      // Refused as late or as closed (both the server's to say): keep the answers, not the timer.
      timer.stop()
      keepNotRecorded(quiz, { reason, answers })
      setStage({ at: 'not-recorded', reason, answers })
      return
    }
    if (!result.ok) {
      toast.error(result.error)
      return
    }
    timer.stop()
    forgetNotRecorded(quiz.id)
    if (result.data.claim_id) keepForClaim(quiz.slug, { answers, result: result.data })
    setSaved(result.data.attempt_id !== null)
    setStage({ at: 'result', answers, result: result.data })
  }
  React.useEffect(() => {
    submitRef.current = submit
  })

  const start = async () => {
    setAnswers({})
    setSaved(false)
    forgetClaim(quiz.slug)
    forgetNotRecorded(quiz.id)
    if (quiz.timeLimitMinutes) {
      setBusy(true)
      const started = await startQuizAction({ quizId: quiz.id, untimed })
      setBusy(false)
      if (!started.ok) return toast.error(started.error)
      setSessionId(started.data.sessionId)
      if (untimed) timer.stop()
      else timer.start(quiz.timeLimitMinutes)
    } else setSessionId(null)
    setStage({ at: 'question', index: 0 })
  }

  const announcement =
    timer.remaining === null || !quiz.timeLimitMinutes
      ? ''
      : timeAnnouncement(timer.remaining, quiz.timeLimitMinutes * 60)
  // The live region stays in the page from the start, whatever the screen: a region added at the
  // moment it speaks is often not announced.
  const withTimeAnnouncement = (screen: React.ReactNode) => (
    <>
      {screen}
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="quiz-time-announcement"
      >
        {announcement}
      </p>
    </>
  )

  if (stage.at === 'intro') {
    return withTimeAnnouncement(
      <QuizIntro
        total={total}
        timeLimitMinutes={quiz.timeLimitMinutes}
        untimed={untimed}
        onUntimedChange={setUntimed}
        busy={busy}
        startButtonRef={startButton}
        onStart={start}
      />,
    )
  }

  if (stage.at === 'result') {
    return withTimeAnnouncement(
      <QuizResults
        questions={quiz.questions}
        answers={stage.answers}
        result={stage.result}
        passPercent={quiz.passPercent}
        signInPrompt={<KeepResultPrompt saved={saved} signedIn={user !== null} slug={quiz.slug} />}
        onRetake={() => {
          forgetClaim(quiz.slug)
          setStage({ at: 'intro', retake: true })
        }}
      />,
    )
  }

  if (stage.at === 'not-recorded') {
    return withTimeAnnouncement(
      <QuizNotRecorded
        reason={stage.reason}
        questions={quiz.questions}
        answers={stage.answers}
        timeLimitMinutes={quiz.timeLimitMinutes}
        headingRef={heading}
        onRetake={() => {
          forgetNotRecorded(quiz.id)
          setStage({ at: 'intro', retake: true })
        }}
      />,
    )
  }

  if (stage.at === 'review') {
    return withTimeAnnouncement(
      <QuizReview
        questions={quiz.questions}
        answers={answers}
        remaining={timer.remaining}
        busy={busy}
        headingRef={heading}
        onGoTo={(index) => setStage({ at: 'question', index })}
        onSubmit={submit}
      />,
    )
  }

  const question = quiz.questions[stage.index]
  if (!question) return null
  return withTimeAnnouncement(
    <QuestionScreen
      question={question}
      index={stage.index}
      total={total}
      answer={answers[question.id] ?? null}
      onAnswer={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
      remaining={timer.remaining}
      headingRef={heading}
      onGoTo={(index) => setStage({ at: 'question', index })}
      onReview={() => setStage({ at: 'review' })}
    />,
  )
}

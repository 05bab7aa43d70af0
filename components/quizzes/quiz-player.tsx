'use client'

import Link from 'next/link'
import * as React from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import {
  forgetNotRecorded,
  keepNotRecorded,
  parseKeptResult,
  readNotRecorded,
  type KeptNotRecorded,
  type KeptResult,
} from '@/components/quizzes/kept-result'
import { isAnswered, QuestionInput } from '@/components/quizzes/question-input'
import { QuizNotRecorded } from '@/components/quizzes/quiz-not-recorded'
import { QuizResults } from '@/components/quizzes/quiz-results'
import { timeAnnouncement } from '@/components/quizzes/time-announcement'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { claimQuizAttemptAction } from '@/lib/actions/quizzes/claim-quiz-attempt'
import { startQuizAction } from '@/lib/actions/quizzes/start-quiz'
import { submitQuizAction } from '@/lib/actions/quizzes/submit-quiz'
import type { QuizQuestion } from '@/lib/data/quizzes'
import { notRecordedReason } from '@/lib/quizzes/refusals'
import type { QuizAnswer } from '@/lib/validation/quizzes'
import { countOf } from '@/lib/format/labels'

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

/** A visitor's result, kept for this tab so it can be saved after they sign in. */
const claimKey = (slug: string) => `quiz-claim:${slug}`

function formatClock(seconds: number) {
  const s = Math.max(0, seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export function QuizPlayer({ quiz }: { quiz: PlayerQuiz }) {
  const { user, loading } = useAuth()
  const [stage, setStage] = React.useState<Stage>({ at: 'intro' })
  const [answers, setAnswers] = React.useState<Record<string, QuizAnswer>>({})
  const [sessionId, setSessionId] = React.useState<string | null>(null)
  const [deadline, setDeadline] = React.useState<number | null>(null)
  // A timed quiz taken without its limit (WCAG 2.2.1): no countdown and no submitting at zero.
  const [untimed, setUntimed] = React.useState(false)
  const untimedId = React.useId()
  // Set when the timer starts; reading the clock during render would fix it at prerender time.
  const [now, setNow] = React.useState(0)
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

  // Reloaded after a refused attempt: its answers and the reason come back with the page.
  React.useEffect(() => {
    const kept = readNotRecorded(quiz)
    if (kept) React.startTransition(() => setStage({ at: 'not-recorded', ...kept }))
  }, [quiz])

  // Back from signing in: show the kept result and save it to the account.
  React.useEffect(() => {
    if (loading) return
    const kept = sessionStorage.getItem(claimKey(quiz.slug))
    if (!kept) return
    const finished = parseKeptResult(kept)
    if (!finished) {
      sessionStorage.removeItem(claimKey(quiz.slug))
      return
    }
    React.startTransition(() => setStage({ at: 'result', ...finished }))
    if (!user || !finished.result.claim_id) return
    sessionStorage.removeItem(claimKey(quiz.slug))
    void claimQuizAttemptAction({ claimId: finished.result.claim_id }).then((claimed) => {
      if (claimed.ok) {
        setSaved(true)
        toast.success('Your result is saved to your dashboard')
      } else toast.error(claimed.error)
    })
  }, [loading, user, quiz.slug])

  const submit = React.useCallback(async () => {
    setBusy(true)
    const result = await submitQuizAction({ quizId: quiz.id, sessionId, answers })
    setBusy(false)
    const reason = notRecordedReason(result)
    if (reason) {
      // Refused as late or as closed (both the server's to say): keep the answers, not the timer.
      setDeadline(null)
      keepNotRecorded(quiz, { reason, answers })
      setStage({ at: 'not-recorded', reason, answers })
      return
    }
    if (!result.ok) {
      toast.error(result.error)
      return
    }
    setDeadline(null)
    forgetNotRecorded(quiz.id)
    if (result.data.claim_id) {
      sessionStorage.setItem(claimKey(quiz.slug), JSON.stringify({ answers, result: result.data }))
    }
    setSaved(result.data.attempt_id !== null)
    setStage({ at: 'result', answers, result: result.data })
  }, [quiz, sessionId, answers])

  const remaining = deadline === null ? null : Math.ceil((deadline - now) / 1000)
  const announcement =
    remaining === null || !quiz.timeLimitMinutes
      ? ''
      : timeAnnouncement(remaining, quiz.timeLimitMinutes * 60)
  // The clock ticks in an interval; at zero the quiz submits whatever has been answered.
  const submitRef = React.useRef(submit)
  React.useEffect(() => {
    submitRef.current = submit
  }, [submit])
  React.useEffect(() => {
    if (deadline === null) return
    const timer = window.setInterval(() => {
      const tick = Date.now()
      setNow(tick)
      if (tick >= deadline) {
        window.clearInterval(timer)
        void submitRef.current()
      }
    }, 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

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

  const start = async () => {
    setAnswers({})
    setSaved(false)
    sessionStorage.removeItem(claimKey(quiz.slug))
    forgetNotRecorded(quiz.id)
    if (quiz.timeLimitMinutes) {
      setBusy(true)
      const started = await startQuizAction({ quizId: quiz.id, untimed })
      setBusy(false)
      if (!started.ok) return toast.error(started.error)
      setSessionId(started.data.sessionId)
      if (untimed) setDeadline(null)
      else {
        setNow(Date.now())
        setDeadline(Date.now() + quiz.timeLimitMinutes * 60_000)
      }
    } else setSessionId(null)
    setStage({ at: 'question', index: 0 })
  }

  if (stage.at === 'intro') {
    return withTimeAnnouncement(
      <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <p>
          {countOf(total, 'question')}, one per screen. You can go back, review unanswered questions
          and then submit. Every answer comes with an explanation.
          {quiz.timeLimitMinutes
            ? untimed
              ? ' With the time limit off there is no timer: submit whenever you are ready.'
              : ` The ${quiz.timeLimitMinutes}-minute timer starts when you begin and the quiz submits itself at zero.`
            : ''}
        </p>
        {quiz.timeLimitMinutes ? (
          <div className="flex items-start gap-3">
            <Checkbox
              id={untimedId}
              className="mt-1"
              checked={untimed}
              onCheckedChange={(checked) => setUntimed(checked === true)}
              aria-describedby={`${untimedId}-description`}
            />
            <div className="grid gap-1">
              <Label htmlFor={untimedId}>Turn off the time limit</Label>
              <p id={`${untimedId}-description`} className="text-sm text-muted-foreground">
                Take as long as you need; the quiz will not submit itself.
              </p>
            </div>
          </div>
        ) : null}
        <NeedsJavaScript>
          The quiz needs JavaScript. Turn it on in your browser, then reload the page.
        </NeedsJavaScript>
        <Button ref={startButton} onClick={start} disabled={busy}>
          Start the quiz
        </Button>
      </div>,
    )
  }

  if (stage.at === 'result') {
    const prompt = saved ? (
      <p className="text-sm">
        Saved to your{' '}
        <Link href="/dashboard" className="underline underline-offset-4">
          dashboard
        </Link>
        .
      </p>
    ) : user ? null : (
      <p className="text-sm">
        <Link
          href={`/auth?next=${encodeURIComponent(`/quiz/${quiz.slug}/`)}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Sign in to keep this result
        </Link>{' '}
        and see it on your dashboard.
      </p>
    )
    return withTimeAnnouncement(
      <QuizResults
        questions={quiz.questions}
        answers={stage.answers}
        result={stage.result}
        passPercent={quiz.passPercent}
        signInPrompt={prompt}
        onRetake={() => {
          sessionStorage.removeItem(claimKey(quiz.slug))
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

  const clock =
    remaining === null ? null : (
      // Seen every second, never spoken: the milestones are the live region's.
      <p className="text-sm font-medium tabular-nums" role="timer" aria-live="off">
        Time left: {formatClock(remaining)}
      </p>
    )

  if (stage.at === 'review') {
    const unanswered = quiz.questions
      .map((question, index) => ({ question, index }))
      .filter(({ question }) => !isAnswered(answers[question.id]))
    return withTimeAnnouncement(
      <section
        aria-labelledby="quiz-review-heading"
        className="grid gap-4 rounded-xl border bg-card p-6"
      >
        {clock}
        <h2
          id="quiz-review-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Review your answers
        </h2>
        {unanswered.length === 0 ? (
          <p>You have answered every question.</p>
        ) : (
          <>
            <p>
              {unanswered.length === 1 ? '1 question is' : `${unanswered.length} questions are`}{' '}
              unanswered:
            </p>
            <ul className="grid gap-1">
              {unanswered.map(({ question, index }) => (
                <li key={question.id}>
                  <button
                    type="button"
                    className="text-left text-primary underline underline-offset-4"
                    onClick={() => setStage({ at: 'question', index })}
                  >
                    Question {index + 1}: {question.prompt}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setStage({ at: 'question', index: total - 1 })}>
            Back to the questions
          </Button>
          <Button onClick={submit} disabled={busy}>
            {busy ? 'Marking…' : 'Submit answers'}
          </Button>
        </div>
      </section>,
    )
  }

  const question = quiz.questions[stage.index]
  if (!question) return null
  const promptId = `question-${question.id}`
  return withTimeAnnouncement(
    <section aria-labelledby={promptId} className="grid gap-4 rounded-xl border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-sm font-medium text-muted-foreground outline-none"
        >
          Question {stage.index + 1} of {total}
          {question.points === 1 ? null : ` · ${countOf(question.points, 'point')}`}
        </h2>
        {clock}
      </div>
      <progress
        className="h-2 w-full accent-primary"
        max={total}
        value={stage.index + 1}
        aria-label="Progress"
      />
      <p id={promptId} className="text-lg font-medium">
        {question.prompt}
      </p>
      <QuestionInput
        question={question}
        answer={answers[question.id] ?? null}
        onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
        labelledBy={promptId}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={stage.index === 0}
          onClick={() => setStage({ at: 'question', index: stage.index - 1 })}
        >
          Previous
        </Button>
        {stage.index < total - 1 ? (
          <Button onClick={() => setStage({ at: 'question', index: stage.index + 1 })}>Next</Button>
        ) : (
          <Button onClick={() => setStage({ at: 'review' })}>Review answers</Button>
        )}
      </div>
    </section>,
  )
}

'use client'

import * as React from 'react'

import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { countOf } from '@/lib/format/labels'

type QuizIntroProps = {
  total: number
  timeLimitMinutes: number | null
  untimed: boolean
  onUntimedChange: (untimed: boolean) => void
  busy: boolean
  startButtonRef: React.Ref<HTMLButtonElement>
  onStart: () => void
}

/** What the quiz is like before it starts, with the choice to take a timed quiz untimed. */
export function QuizIntro({
  total,
  timeLimitMinutes,
  untimed,
  onUntimedChange,
  busy,
  startButtonRef,
  onStart,
}: QuizIntroProps) {
  const untimedId = React.useId()
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
      <p>
        {countOf(total, 'question')}, one per screen. You can go back, review unanswered questions
        and then submit. Every answer comes with an explanation.
        {timeLimitMinutes
          ? untimed
            ? ' With the time limit off there is no timer: submit whenever you are ready.'
            : ` The ${timeLimitMinutes}-minute timer starts when you begin and the quiz submits itself at zero.`
          : ''}
      </p>
      {timeLimitMinutes ? (
        <div className="flex items-start gap-3">
          <Checkbox
            id={untimedId}
            className="mt-1"
            checked={untimed}
            onCheckedChange={(checked) => onUntimedChange(checked === true)}
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
      <Button ref={startButtonRef} onClick={onStart} disabled={busy}>
        Start the quiz
      </Button>
    </div>
  )
}

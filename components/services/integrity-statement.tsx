/** The academic-integrity promise, in plain words, shown on /services and in the order form. */
export const INTEGRITY_ACKNOWLEDGEMENT =
  'I understand that Scholarly Support tutors, gives feedback, proofreads and coaches study skills, and will not write, complete or sit any graded work for me. I will submit only my own work.'

export function IntegrityStatement() {
  return (
    <section
      aria-labelledby="integrity-heading"
      className="rounded-xl border border-primary/30 bg-primary/5 p-6"
    >
      <h2 id="integrity-heading" className="text-xl font-semibold">
        Our academic integrity promise
      </h2>
      <div className="mt-3 grid gap-3 text-muted-foreground">
        <p>
          We help you learn: tutoring, feedback on drafts you wrote, proofreading of your finished
          work, and coaching in study skills. We never write essays, assignments, dissertations or
          any other graded work for students, and we never take tests or exams on anyone&apos;s
          behalf.
        </p>
        <p>
          Everything you hand in stays your own work. If your university asks you to declare the
          help you received, we will confirm in writing exactly what we did.
        </p>
      </div>
    </section>
  )
}

import Link from 'next/link'

type KeepResultPromptProps = { saved: boolean; signedIn: boolean; slug: string }

/** Where a result is kept: on the dashboard once saved, or a way for a visitor to sign in. */
export function KeepResultPrompt({ saved, signedIn, slug }: KeepResultPromptProps) {
  if (saved) {
    return (
      <p className="text-sm">
        Saved to your{' '}
        <Link href="/dashboard" className="underline underline-offset-4">
          dashboard
        </Link>
        .
      </p>
    )
  }
  if (signedIn) return null
  return (
    <p className="text-sm">
      <Link
        href={`/auth?next=${encodeURIComponent(`/quiz/${slug}/`)}`}
        className="font-medium text-primary underline underline-offset-4"
      >
        Sign in to keep this result
      </Link>{' '}
      and see it on your dashboard.
    </p>
  )
}

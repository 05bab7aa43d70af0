import { AA_CONTRAST, primaryContrast } from '@/lib/theme/primary-contrast'
import { cn } from '@/lib/utils'

const verdict = (ratio: number) => (ratio >= AA_CONTRAST ? 'passes AA' : 'fails AA')

/** The WCAG contrast of primary buttons for the colour being edited, announced as it changes. */
export function ContrastReport({ color }: { color: string }) {
  const contrast = primaryContrast(color)
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="contrast-report"
      className={cn(
        'rounded-md border p-3 text-sm',
        contrast?.problem && 'border-destructive text-destructive',
      )}
    >
      {contrast ? (
        <>
          <p>
            Primary button contrast: light theme {contrast.light}:1 ({verdict(contrast.light)}),
            dark theme {contrast.dark}:1 ({verdict(contrast.dark)}).
          </p>
          {contrast.problem ? <p className="mt-1 font-medium">{contrast.problem}</p> : null}
        </>
      ) : (
        <p>Enter a colour to see the contrast of primary buttons.</p>
      )}
    </div>
  )
}

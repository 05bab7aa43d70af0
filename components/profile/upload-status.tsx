import type { UploadState } from '@/components/profile/use-avatar-upload'
import { Progress } from '@/components/ui/progress'

/** Upload progress as a bar, with a text status that screen readers announce. */
export function UploadStatus({ state }: { state: UploadState }) {
  const percent =
    state.phase === 'uploading' ? state.percent : state.phase === 'saving' ? 100 : null
  const message =
    state.phase === 'uploading'
      ? `Uploading… ${state.percent}%`
      : state.phase === 'saving'
        ? 'Saving your new picture…'
        : state.phase === 'error'
          ? state.message
          : state.phase === 'done'
            ? 'Your new picture is saved.'
            : ''

  return (
    <div className="grid gap-2">
      {percent !== null ? <Progress value={percent} aria-label="Upload progress" /> : null}
      <p role="status" className={state.phase === 'error' ? 'text-sm text-destructive' : 'text-sm'}>
        {message}
      </p>
    </div>
  )
}

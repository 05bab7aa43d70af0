import type { UploadState } from '@/components/profile/use-avatar-upload'

/** The avatar upload's progress bar value (null for none) and its status line in words. */
export function describeUpload(state: UploadState): { percent: number | null; message: string } {
  switch (state.phase) {
    case 'uploading':
      return { percent: state.percent, message: `Uploading… ${state.percent}%` }
    case 'saving':
      return { percent: 100, message: 'Saving your new picture…' }
    case 'error':
      return { percent: null, message: state.message }
    case 'done':
      return { percent: null, message: 'Your new picture is saved.' }
    case 'idle':
      return { percent: null, message: '' }
  }
}

'use client'

import * as React from 'react'

import { saveAvatarAction } from '@/lib/actions/profile/save-avatar'
import { avatarUploadRequest, uploadWithProgress } from '@/lib/storage/upload'
import { loadBrowserClient } from '@/lib/supabase/lazy-browser'
import { avatarFileSchema, avatarPath } from '@/lib/validation/profile'

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'saving' }
  | { phase: 'error'; message: string }
  | { phase: 'done'; avatarUrl: string }

/**
 * Checks the file, uploads it straight from the browser to the member's Storage folder with
 * progress, then asks the server to check it again and put it on the profile.
 */
export function useAvatarUpload() {
  const [state, setState] = React.useState<UploadState>({ phase: 'idle' })

  const upload = React.useCallback(async (file: File): Promise<UploadState> => {
    const fail = (message: string) => {
      const next: UploadState = { phase: 'error', message }
      setState(next)
      return next
    }
    const checked = avatarFileSchema.safeParse({ type: file.type, size: file.size })
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? 'Choose another image')

    const supabase = await loadBrowserClient()
    const {
      data: { session },
    } = await supabase.auth.getSession()
    if (!session) return fail('No user logged in')

    const path = avatarPath(session.user.id, checked.data.type)
    setState({ phase: 'uploading', percent: 0 })
    try {
      await uploadWithProgress(
        file,
        avatarUploadRequest(path, session.access_token, checked.data.type),
        (percent) => setState({ phase: 'uploading', percent }),
      )
    } catch (error) {
      return fail(error instanceof Error ? error.message : 'The upload failed')
    }
    setState({ phase: 'saving' })
    const result = await saveAvatarAction({ path })
    if (!result.ok) return fail(result.error)
    const next: UploadState = { phase: 'done', avatarUrl: result.data.avatarUrl }
    setState(next)
    return next
  }, [])

  return { state, upload }
}

'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { PROFILE_UPDATED } from '@/components/profile/messages'
import { UploadStatus } from '@/components/profile/upload-status'
import { useAvatarUpload } from '@/components/profile/use-avatar-upload'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { AVATAR_TYPES } from '@/lib/validation/profile'

const accept = Object.keys(AVATAR_TYPES).join(',')

function initials(name: string) {
  const letters = name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  return letters.slice(0, 2) || '?'
}

export function AvatarUploader({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const router = useRouter()
  const inputRef = React.useRef<HTMLInputElement>(null)
  const { state, upload } = useAvatarUpload()
  const busy = state.phase === 'uploading' || state.phase === 'saving'
  const shown = state.phase === 'done' ? state.avatarUrl : avatarUrl

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = await upload(file)
    if (result.phase === 'done') {
      toast.success(PROFILE_UPDATED)
      router.refresh()
    } else if (result.phase === 'error') toast.error(result.message)
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar className="size-20 text-xl font-semibold">
        {shown ? <AvatarImage src={shown} alt="Your profile picture" /> : null}
        <AvatarFallback aria-hidden="true">{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-56 flex-1 gap-2">
        <input
          ref={inputRef}
          id="avatar-file"
          aria-label="Profile picture file"
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-describedby="avatar-hint"
          onChange={(event) => void onChange(event)}
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {shown ? 'Change picture' : 'Upload a picture'}
        </Button>
        <p id="avatar-hint" className="text-sm text-muted-foreground">
          JPEG, PNG, WebP or GIF, up to 2 MB.
        </p>
        <UploadStatus state={state} />
      </div>
    </div>
  )
}

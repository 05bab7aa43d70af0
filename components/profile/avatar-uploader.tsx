'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { FileField } from '@/components/forms/file-field'
import { describeUpload } from '@/components/profile/describe-upload'
import { PROFILE_UPDATED } from '@/components/profile/messages'
import { useAvatarUpload } from '@/components/profile/use-avatar-upload'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
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
  const { state, upload } = useAvatarUpload()
  const shown = state.phase === 'done' ? state.avatarUrl : avatarUrl
  const { percent, message } = describeUpload(state)

  const onFile = async (file: File) => {
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
      <FileField
        id="avatar-file"
        label="Profile picture file"
        hideLabel
        accept={accept}
        className="min-w-56 flex-1"
        description="JPEG, PNG, WebP or GIF, up to 2 MB."
        hasFile={Boolean(shown)}
        chooseLabel="Upload a picture"
        replaceLabel="Change picture"
        disabled={state.phase === 'uploading' || state.phase === 'saving'}
        progress={percent}
        message={message}
        invalid={state.phase === 'error'}
        onFileChange={(file) => void onFile(file)}
      />
    </div>
  )
}

'use client'

import { DownloadIcon } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'

import { FormAlert, type FormStatus } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button'

export const EXPORT_PATH = '/profile/export'

function fileNameFrom(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'scholarly-support-data.json'
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A plain form POST (works without JavaScript); with it, a status message and toasts. */
export function DownloadDataButton() {
  const [pending, setPending] = React.useState(false)
  const [status, setStatus] = React.useState<FormStatus | null>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPending(true)
    setStatus(null)
    try {
      // proxy.ts answers a signed-out fetch 401 with the route's own JSON refusal.
      const response = await fetch(EXPORT_PATH, { method: 'POST' })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string }
        throw new Error(body.error ?? 'We could not prepare your data. Please try again.')
      }
      const name = fileNameFrom(response.headers.get('Content-Disposition'))
      saveBlob(await response.blob(), name)
      setStatus({ tone: 'success', message: `Your data has been downloaded as ${name}.` })
      toast.success('Your data download has started.')
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The download failed.'
      setStatus({ tone: 'error', message })
      toast.error(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      method="post"
      action={EXPORT_PATH}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-3"
    >
      <SubmitButton
        variant="outline"
        className="justify-self-start"
        pending={pending}
        pendingLabel="Preparing your data…"
      >
        <DownloadIcon aria-hidden="true" />
        Download my data
      </SubmitButton>
      <FormAlert status={status} />
    </form>
  )
}

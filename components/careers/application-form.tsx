'use client'

import Link from 'next/link'
import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import { useResume } from '@/components/careers/use-resume'
import { ActionForm } from '@/components/forms/action-form'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { EmailField } from '@/components/forms/email-field'
import { FileField } from '@/components/forms/file-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { fail } from '@/lib/actions/result'
import { track } from '@/lib/analytics/track'
import { postJson } from '@/lib/http/post-json'
import { signedUploadRequest, uploadWithProgress } from '@/lib/storage/upload'
import { applicationFieldsSchema, COVER_LETTER_MAX, RESUME_ACCEPT } from '@/lib/validation/careers'

type Upload = { uploadUrl: string; contentType: string; ticket: string }

const CHOOSE_RESUME = 'Please choose your résumé (PDF, DOC or DOCX, up to 5 MB).'

/** The application form: fields, résumé upload with progress, then the application itself. */
export function ApplicationForm({ slug, onSent }: { slug: string; onSent: () => void }) {
  const resume = useResume()
  const { user } = useAuth()
  const application = useActionForm({
    schema: applicationFieldsSchema,
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      country: '',
      linkedinUrl: '',
      portfolioUrl: '',
      coverLetter: '',
      privacyAccepted: false,
    },
    action: async (values) => {
      const file = resume.file
      if (!file) return fail(CHOOSE_RESUME)
      const prepared = await postJson<Upload>(`/api/careers/${slug}/resume-upload`, {
        ...values,
        resume: { name: file.name, size: file.size },
      })
      if (!prepared.ok) return prepared
      resume.setProgress(0)
      try {
        await uploadWithProgress(
          file,
          signedUploadRequest(prepared.data.uploadUrl, prepared.data.contentType),
          resume.setProgress,
        )
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The upload failed.'
        resume.setError(message)
        return fail(message)
      }
      const sent = await postJson<{ id: string }>(`/api/careers/${slug}/applications`, {
        ...values,
        resumeTicket: prepared.data.ticket,
      })
      // A file the server refused (its bytes, or lost on the way) is said on the résumé field,
      // which stops saying "uploaded" and asks for another.
      const refused = sent.ok ? undefined : sent.fieldErrors?.resume?.[0]
      if (refused) {
        resume.setProgress(null)
        resume.setError(refused)
      }
      return sent
    },
    onSuccess: () => {
      track('application_sent')
      onSent()
    },
  })
  const { form } = application

  const email = user?.email
  React.useEffect(() => {
    if (email && !form.getValues('email')) form.setValue('email', email)
  }, [email, form])

  // A missing résumé is a field error like the others: shown with them on the first submit, on
  // its field alone, and the form is not sent.
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    if (resume.file) return application.onSubmit(event)
    event?.preventDefault()
    resume.setError(CHOOSE_RESUME)
    const othersValid = await form.trigger(undefined, { shouldFocus: true })
    if (othersValid) document.getElementById('resume')?.focus()
  }

  const { control } = form
  return (
    <ActionForm
      {...application}
      onSubmit={onSubmit}
      label="Job application"
      actions={
        <div className="justify-self-start">
          <SubmitButton pendingLabel="Sending your application…">Send application</SubmitButton>
        </div>
      }
    >
      <TextField control={control} name="fullName" label="Full name" autoComplete="name" />
      <EmailField control={control} name="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
        />
        <TextField
          control={control}
          name="country"
          label="Country (optional)"
          autoComplete="country-name"
        />
      </div>
      <TextField
        control={control}
        name="linkedinUrl"
        label="LinkedIn profile (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
      />
      <TextField
        control={control}
        name="portfolioUrl"
        label="Portfolio or website (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <TextareaField
        control={control}
        name="coverLetter"
        label="Cover letter"
        rows={8}
        maxLength={COVER_LETTER_MAX}
        showCount
        description="Which subjects and levels you can teach or support, and why this role."
      />
      <FileField
        id="resume"
        label="Résumé"
        accept={RESUME_ACCEPT}
        description="PDF, DOC or DOCX, up to 5 MB."
        file={resume.file}
        chooseLabel="Choose your résumé"
        replaceLabel="Replace résumé"
        progress={resume.progress}
        progressLabel="Résumé upload progress"
        message={resume.message}
        invalid={resume.error !== null}
        disabled={application.pending}
        onFileChange={resume.choose}
      />
      <CheckboxField
        control={control}
        name="privacyAccepted"
        label={
          <span>
            I have read the{' '}
            <Link href="/privacy" className="text-primary underline" target="_blank">
              privacy notice (opens in a new tab)
            </Link>{' '}
            and agree that Scholarly Support keeps my application to consider me for this role.
          </span>
        }
      />
    </ActionForm>
  )
}

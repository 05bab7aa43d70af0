'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { replyToMessageAction } from '@/lib/actions/admin/messages/reply-to-message'
import { replyToMessageSchema } from '@/lib/validation/admin-messages'

type Props = { messageId: string; subject: string; to: string }

/** Emails the sender a reply; it is stored with the message once sent. */
export function ReplyForm({ messageId, subject, to }: Props) {
  const router = useRouter()
  const reply = useActionForm({
    schema: replyToMessageSchema,
    defaultValues: { messageId, subject: subject ? `Re: ${subject}` : 'Your message', body: '' },
    action: replyToMessageAction,
    onSuccess: (_data, values, bound) => {
      bound.reset({ messageId, subject: values.subject, body: '' })
      toast.success(`Reply sent to ${to}`)
      router.refresh()
    },
  })
  const { form } = reply
  // A reply being written is not lost to a reload or a link by mistake.
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitting)
  return (
    <ActionForm
      {...reply}
      label={`Reply to ${to}`}
      className="max-w-2xl"
      actions={<SubmitButton pendingLabel="Sending…">Send reply</SubmitButton>}
    >
      <TextField control={form.control} name="subject" label="Subject" maxLength={300} />
      <TextareaField
        control={form.control}
        name="body"
        label="Reply"
        rows={8}
        maxLength={10_000}
        showCount
      />
    </ActionForm>
  )
}

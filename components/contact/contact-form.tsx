'use client'

import Link from 'next/link'
import * as React from 'react'
import { useWatch } from 'react-hook-form'

import { useAuth } from '@/components/auth/auth-provider'
import { ActionForm } from '@/components/forms/action-form'
import { ChoiceField } from '@/components/forms/choice-field'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useResolvedActionForm } from '@/components/forms/use-action-form'
import { track } from '@/lib/analytics/track'
import { postJson } from '@/lib/http/post-json'
import { contactResolver, EMPTY_CONTACT_FORM } from '@/lib/validation/contact-client'
import { CONTACT_TOPICS, MESSAGE_MAX } from '@/lib/validation/contact-topics'

const TOPIC_CHOICES = Object.entries(CONTACT_TOPICS).map(([value, label]) => ({ value, label }))

export const CONTACT_SENT =
  'Thank you, your message is on its way. We reply within one working day, usually much sooner, and we have emailed you a copy.'

function PrivacyShortcuts() {
  return (
    <div className="rounded-md border bg-muted/50 p-4 text-sm">
      <p className="font-medium">Privacy requests you can do yourself, straight away:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Access or delete your data: members can download everything we hold or delete their
          account on their{' '}
          <Link href="/profile" className="text-primary underline">
            profile
          </Link>
          .
        </li>
        <li>
          Do not sell or share:{' '}
          <Link href="/do-not-sell" className="text-primary underline">
            set your preference
          </Link>
          .
        </li>
      </ul>
      <p className="mt-2">For anything else, send us a message below.</p>
    </div>
  )
}

/** The contact form: a rejected message keeps what was typed; a sent one says when to expect a reply. */
export function ContactForm() {
  const { user } = useAuth()
  const message = useResolvedActionForm({
    resolver: contactResolver,
    defaultValues: EMPTY_CONTACT_FORM,
    action: (values) => postJson<{ id: string }>('/api/contact', values),
    onSuccess: (_data, _values, bound) => {
      track('contact_sent')
      bound.reset({ ...bound.getValues(), message: '' })
      return CONTACT_SENT
    },
  })
  const { form } = message
  const email = user?.email
  const fullName = user?.user_metadata.full_name
  React.useEffect(() => {
    if (email && !form.getValues('email')) form.setValue('email', email)
    if (fullName && !form.getValues('name')) form.setValue('name', fullName)
  }, [email, fullName, form])

  const { control } = form
  const topic = useWatch({ control, name: 'topic' })
  return (
    <ActionForm
      {...message}
      label="Contact form"
      actions={
        <div className="justify-self-start">
          <SubmitButton pendingLabel="Sending…">Send message</SubmitButton>
        </div>
      }
    >
      <TextField control={control} name="name" label="Name" autoComplete="name" />
      <EmailField control={control} name="email" />
      <ChoiceField
        control={control}
        name="topic"
        label="Topic"
        placeholder="Choose a topic"
        choices={TOPIC_CHOICES}
      />
      {topic === 'privacy' ? <PrivacyShortcuts /> : null}
      <TextareaField
        control={control}
        name="message"
        label="Message"
        rows={7}
        maxLength={MESSAGE_MAX}
        showCount
      />
      {/* A honeypot: hidden from people and assistive technology, filled only by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
    </ActionForm>
  )
}

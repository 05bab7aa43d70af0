'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { FormAlert } from '@/components/auth/form-alert'
import { TextField } from '@/components/profile/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { deleteAccountAction } from '@/lib/actions/profile/delete-account'
import { applyFieldErrors } from '@/lib/forms/apply-field-errors'
import {
  DELETE_CONFIRMATION,
  deleteAccountSchema,
  type DeleteAccountInput,
} from '@/lib/validation/profile'

export function DeleteAccountDialog() {
  const router = useRouter()
  const { signOut } = useAuth()
  const [error, setError] = React.useState<string | null>(null)
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirmation: '' },
  })
  const typed = useWatch({ control: form.control, name: 'confirmation' })
  const pending = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    const result = await deleteAccountAction(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setError(result.error)
      toast.error(result.error)
      return
    }
    // The server has ended the session; this clears the browser's copy and the header.
    await signOut()
    toast.success('Your account has been deleted.')
    router.replace('/')
    router.refresh()
  })

  return (
    <Dialog
      onOpenChange={() => {
        form.reset()
        setError(null)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This removes your profile, picture, quiz results, saved resources and messages, and
            signs you out. Orders are kept for our accounts without your name or brief. It cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Delete account">
            <TextField
              control={form.control}
              name="confirmation"
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <FormAlert tone="error">{error}</FormAlert>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={pending || typed !== DELETE_CONFIRMATION}
              >
                {pending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

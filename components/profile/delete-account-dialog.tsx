'use client'

import { useRouter } from 'next/navigation'
import { useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
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
import { deleteAccountAction } from '@/lib/actions/profile/delete-account'
import { DELETE_CONFIRMATION, deleteAccountSchema } from '@/lib/validation/profile'

export function DeleteAccountDialog() {
  const router = useRouter()
  const { signOut } = useAuth()
  const deletion = useActionForm({
    schema: deleteAccountSchema,
    defaultValues: { confirmation: '' },
    action: deleteAccountAction,
    failureIn: 'status',
    onSuccess: async () => {
      // The server has ended the session; this clears the browser's copy and the header.
      await signOut()
      toast.success('Your account has been deleted.')
      router.replace('/')
      router.refresh()
    },
  })
  const { control, reset } = deletion.form
  const typed = useWatch({ control, name: 'confirmation' })

  return (
    <Dialog
      onOpenChange={() => {
        reset()
        deletion.setStatus(null)
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
        <ActionForm
          {...deletion}
          label="Delete account"
          actions={
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={deletion.pending}>
                  Keep my account
                </Button>
              </DialogClose>
              <SubmitButton
                variant="destructive"
                pendingLabel="Deleting…"
                disabled={typed !== DELETE_CONFIRMATION}
              >
                Delete my account
              </SubmitButton>
            </DialogFooter>
          }
        >
          <TextField
            control={control}
            name="confirmation"
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </ActionForm>
      </DialogContent>
    </Dialog>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { grantMembershipAction } from '@/lib/actions/admin/students/grant-membership'
import { revokeMembershipAction } from '@/lib/actions/admin/students/revoke-membership'
import type { AdminStudent } from '@/lib/data/admin/students'
import { formatDate } from '@/lib/format/dates'
import { grantMembershipSchema } from '@/lib/validation/admin-students'

type Props = {
  userId: string
  memberships: AdminStudent['memberships']
  /** Plans already in use, suggested as the admin types. */
  plans: readonly string[]
}

function RevokeButton({
  userId,
  membershipId,
  plan,
}: {
  userId: string
  membershipId: string
  plan: string
}) {
  const router = useRouter()
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size="sm">
          Revoke<span className="sr-only"> the {plan} membership</span>
        </Button>
      }
      title={`Revoke the ${plan} membership?`}
      description="It ends now; members-only resources close on the account's next request."
      cancelLabel="Keep it"
      confirmLabel="Revoke membership"
      confirmVariant="destructive"
      run={() => revokeMembershipAction({ userId, membershipId })}
      onSuccess={() => {
        toast.success(`${plan} membership revoked`)
        router.refresh()
      }}
    />
  )
}

/** The account's memberships, each active one revocable, and a form to grant a new one. */
export function MembershipControls({ userId, memberships, plans }: Props) {
  const router = useRouter()
  const grant = useActionForm({
    schema: grantMembershipSchema,
    defaultValues: { userId, plan: '' },
    action: grantMembershipAction,
    onSuccess: (data, _values, bound) => {
      bound.reset({ userId, plan: '' })
      toast.success(`${data.plan} membership granted`)
      router.refresh()
    },
  })
  const { form } = grant
  return (
    <div className="grid gap-4">
      {memberships.length === 0 ? (
        <p className="text-sm text-muted-foreground">No memberships.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {memberships.map((membership) => (
            <li key={membership.id} className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{membership.plan}</span>
              <Badge variant={membership.status === 'active' ? 'default' : 'outline'}>
                {membership.status}
              </Badge>
              <span className="text-muted-foreground">
                since {formatDate(membership.started_at, 'UTC')}
                {membership.ends_at ? `, until ${formatDate(membership.ends_at, 'UTC')}` : ''}
              </span>
              {membership.status === 'active' ? (
                <RevokeButton userId={userId} membershipId={membership.id} plan={membership.plan} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ActionForm
        {...grant}
        label="Grant a membership"
        className="max-w-sm"
        actions={<SubmitButton pendingLabel="Granting…">Grant membership</SubmitButton>}
      >
        <TextField
          control={form.control}
          name="plan"
          label="Plan"
          autoComplete="off"
          list="membership-plans"
          description="Choose a plan in use, or type a new one."
        />
        <datalist id="membership-plans">
          {plans.map((plan) => (
            <option key={plan} value={plan} />
          ))}
        </datalist>
      </ActionForm>
    </div>
  )
}

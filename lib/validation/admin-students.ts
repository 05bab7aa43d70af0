import { z } from 'zod'

export const setAdminRoleSchema = z.object({
  userId: z.uuid('Choose an account.'),
  admin: z.boolean(),
})

export const grantMembershipSchema = z.object({
  userId: z.uuid('Choose an account.'),
  plan: z
    .string()
    .trim()
    .min(1, 'Enter the plan, e.g. "Study plus".')
    .max(100, 'Keep the plan name under 100 characters.'),
})

export const revokeMembershipSchema = z.object({
  userId: z.uuid('Choose an account.'),
  membershipId: z.uuid('Choose a membership.'),
})

export type GrantMembershipInput = z.input<typeof grantMembershipSchema>

export const SELF_DEMOTION = 'You cannot remove your own admin role.'
export const LAST_ADMIN = 'The last admin cannot be demoted.'

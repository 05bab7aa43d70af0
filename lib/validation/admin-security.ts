import { z } from 'zod'

/** The account an admin signs out of every session. */
export const signOutEverywhereSchema = z.object({
  userId: z.uuid({ error: 'Choose an account.' }),
})

export type SignOutEverywhereInput = z.infer<typeof signOutEverywhereSchema>

import type { Database } from '@/lib/supabase/database.types'

export type Tables = Database['public']['Tables']

/** The tables whose rows are keyed by a string `id` (a uuid, in all of them today). */
export type UuidTable = {
  [T in keyof Tables]: Tables[T]['Row'] extends { id: string } ? T : never
}[keyof Tables]

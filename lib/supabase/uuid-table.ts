import type { Database } from '@/lib/supabase/database.types'

export type PublicTables = Database['public']['Tables']

/** The tables whose rows are keyed by a string `id` (a uuid, in all of them today). */
export type UuidTable = {
  [T in keyof PublicTables]: PublicTables[T]['Row'] extends { id: string } ? T : never
}[keyof PublicTables]

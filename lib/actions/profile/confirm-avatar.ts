import type { SupabaseClient } from '@supabase/supabase-js'

import { BUCKETS } from '@/lib/storage/buckets'
import { detectFileType } from '@/lib/storage/file-content'
import type { Database } from '@/lib/supabase/database.types'
import { avatarFileSchema } from '@/lib/validation/profile'

type Result = { avatarUrl: string; error?: undefined } | { error: string }

/**
 * Adopts an avatar the browser uploaded straight to Storage: checks the stored object's size and
 * type on the server, the type by its bytes (a hand-made request could skip the form's checks and
 * declare any type), points the profile at its public URL and removes the member's older avatars.
 */
export async function confirmAvatar(
  client: SupabaseClient<Database>,
  userId: string,
  path: string,
): Promise<Result> {
  const folder = `${userId}/`
  if (!path.startsWith(folder)) return { error: 'That image is not in your avatar folder' }
  const bucket = client.storage.from(BUCKETS.avatars)
  const { data: file, error: downloadError } = await bucket.download(path)
  if (downloadError || !file) return { error: 'The upload did not arrive; try again' }
  const detected = detectFileType(new Uint8Array(await file.arrayBuffer()))
  const checked = avatarFileSchema.safeParse({ type: detected ?? 'unknown', size: file.size })
  if (!checked.success) {
    await bucket.remove([path])
    return { error: checked.error.issues[0]?.message ?? 'That image cannot be used' }
  }
  const avatarUrl = bucket.getPublicUrl(path).data.publicUrl
  const { data, error } = await client
    .from('profiles')
    .update({ avatar_url: avatarUrl })
    .eq('user_id', userId)
    .select('user_id')
  if (error) return { error: error.message }
  if (data.length === 0) {
    const inserted = await client
      .from('profiles')
      .insert({ user_id: userId, avatar_url: avatarUrl })
    if (inserted.error) return { error: inserted.error.message }
  }
  await removeOtherAvatars(client, userId, path)
  return { avatarUrl }
}

async function removeOtherAvatars(client: SupabaseClient<Database>, userId: string, keep: string) {
  const bucket = client.storage.from(BUCKETS.avatars)
  const { data: files } = await bucket.list(userId, { limit: 100 })
  const stale = (files ?? [])
    .map((file) => `${userId}/${file.name}`)
    .filter((path) => path !== keep)
  // Leftovers only cost storage; a failed clean-up must not fail the save.
  if (stale.length > 0) await bucket.remove(stale)
}

/** Every object in the member's avatar folder, for account deletion. */
export async function removeAllAvatars(client: SupabaseClient<Database>, userId: string) {
  const bucket = client.storage.from(BUCKETS.avatars)
  const { data: files, error } = await bucket.list(userId, { limit: 1000 })
  if (error) throw new Error(`Could not list the avatar files: ${error.message}`)
  const paths = files.map((file) => `${userId}/${file.name}`)
  if (paths.length === 0) return 0
  const removed = await bucket.remove(paths)
  if (removed.error) throw new Error(`Could not delete the avatar files: ${removed.error.message}`)
  return paths.length
}

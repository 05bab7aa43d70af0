import 'server-only'

import { cookies } from 'next/headers'

import { safeNextPath } from '@/lib/auth/guards'
import { RETURN_PATH_COOKIE } from '@/lib/auth/return-path'

/**
 * Keeps where the visitor was heading for their return at the site root (rootAuthReturn), in a
 * cookie scripts cannot read; a path off this site becomes the root.
 */
export async function keepReturnPath(next: string | undefined, origin: string, maxAge: number) {
  const cookieStore = await cookies()
  cookieStore.set(RETURN_PATH_COOKIE, safeNextPath(next), {
    httpOnly: true,
    sameSite: 'lax',
    secure: origin.startsWith('https://'),
    path: '/',
    maxAge,
  })
}

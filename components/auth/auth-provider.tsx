'use client'

import type { User } from '@supabase/supabase-js'
import * as React from 'react'

import { signInAction } from '@/lib/actions/auth/sign-in'
import { signInWithGoogleAction } from '@/lib/actions/auth/sign-in-with-google'
import { signUpAction } from '@/lib/actions/auth/sign-up'
import { fail, ok, type ActionResult } from '@/lib/actions/result'
import { fetchRole, type UserRole } from '@/lib/auth/role'
import { hasSessionCookie } from '@/lib/auth/session-cookie'
import { loadBrowserClient as loadClient } from '@/lib/supabase/lazy-browser'
import type { SignInInput, SignUpInput } from '@/lib/validation/auth'

export type { UserRole }

/** The signed-in user as the header and member pages need it (a subset of Supabase's User). */
export type AuthUser = {
  id: string
  email: string | null
  user_metadata: { full_name?: string; avatar_url?: string }
}

export type AuthContextValue = {
  user: AuthUser | null
  role: UserRole | null
  isAdmin: boolean
  /** True until the session is known. */
  loading: boolean
  /** `next`: where the confirmation link leads once followed in this browser. */
  signUp: (input: SignUpInput, next?: string) => Promise<ActionResult>
  signIn: (input: SignInInput) => Promise<ActionResult>
  signInWithGoogle: (next?: string) => Promise<ActionResult<{ url: string }>>
  signOut: () => Promise<ActionResult>
}

const AuthContext = React.createContext<AuthContextValue | undefined>(undefined)

function toAuthUser(user: User): AuthUser {
  const metadata = user.user_metadata as AuthUser['user_metadata']
  return {
    id: user.id,
    email: user.email ?? null,
    user_metadata: { full_name: metadata.full_name, avatar_url: metadata.avatar_url },
  }
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = React.useState<AuthUser | null>(null)
  const [role, setRole] = React.useState<UserRole | null>(null)
  const [loading, setLoading] = React.useState(true)

  const following = React.useRef<(() => void) | null>(null)
  // Each read of the session gets a number; only the latest may set state, so a read that was
  // still waiting for its role cannot bring back a user who has since signed out.
  const latestSync = React.useRef(0)

  /** Reads the session the cookies hold now and loads the matching role. */
  const syncSession = React.useCallback(async () => {
    const sync = ++latestSync.current
    const supabase = await loadClient()
    const {
      data: { session },
    } = await supabase.auth.getSession()
    const next = session?.user ?? null
    const nextRole = next ? await fetchRole(supabase, next.id) : null
    if (sync !== latestSync.current) return
    // A transition: every consumer re-renders, and an urgent update would also force any part of
    // the page still waiting to hydrate to do so at once, in one long task.
    React.startTransition(() => {
      setUser(next ? toAuthUser(next) : null)
      setRole(nextRole)
      setLoading(false)
    })
  }, [])

  /** Subscribes once to Supabase auth events: refreshes, sign-out, and changes in other tabs. */
  const follow = React.useCallback(async () => {
    if (!following.current) {
      following.current = () => {}
      const supabase = await loadClient()
      const { data } = supabase.auth.onAuthStateChange(() => {
        // Supabase warns against awaiting other calls inside this callback; defer the re-read.
        setTimeout(() => void syncSession(), 0)
      })
      following.current = () => data.subscription.unsubscribe()
    }
    await syncSession()
  }, [syncSession])

  React.useEffect(() => {
    const unfollow = () => {
      following.current?.()
      following.current = null
    }
    if (hasSessionCookie(document.cookie)) {
      const timer = setTimeout(() => void follow(), 0)
      return () => {
        clearTimeout(timer)
        unfollow()
      }
    }
    // Signed out: load nothing until this tab or another one signs in.
    const timer = setTimeout(() => React.startTransition(() => setLoading(false)), 0)
    const onFocus = () => {
      if (hasSessionCookie(document.cookie)) void follow()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('focus', onFocus)
      unfollow()
    }
  }, [follow])

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user,
      role,
      isAdmin: role === 'admin',
      loading,
      // Sign-up and sign-in run as server actions: the same zod schema validates on the server,
      // and the session cookies come back on the action's response.
      signUp: (input, next) => signUpAction({ ...input, next }),
      signIn: async (input) => {
        const result = await signInAction(input)
        if (result.ok) await follow()
        return result
      },
      signInWithGoogle: async (next = '/') => {
        const result = await signInWithGoogleAction({ next })
        if (result.ok) window.location.assign(result.data.url)
        return result
      },
      signOut: async () => {
        const supabase = await loadClient()
        // This browser only: other devices stay signed in. Admins end every session of an
        // account from the security page ("Sign out everywhere").
        const { error } = await supabase.auth.signOut({ scope: 'local' })
        if (error) return fail(error.message)
        latestSync.current++
        setUser(null)
        setRole(null)
        return ok(undefined)
      },
    }),
    [user, role, loading, follow],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext)
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider')
  return context
}

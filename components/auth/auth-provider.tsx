'use client'

import * as React from 'react'

export type UserRole = 'admin' | 'user'

/** The signed-in user as the header and member pages need it (a subset of Supabase's User). */
export type AuthUser = {
  id: string
  email: string | null
  user_metadata: { full_name?: string; avatar_url?: string }
}

export type AuthResult = { error: Error | null }

export type ProfileUpdate = {
  full_name?: string
  avatar_url?: string | null
  country?: string | null
  university?: string | null
  study_level?: string | null
  time_zone?: string | null
}

export type AuthContextValue = {
  user: AuthUser | null
  role: UserRole | null
  isAdmin: boolean
  /** True until the session is known. */
  loading: boolean
  signUp: (email: string, password: string, fullName: string) => Promise<AuthResult>
  signIn: (email: string, password: string) => Promise<AuthResult>
  signInWithGoogle: (next?: string) => Promise<AuthResult>
  signOut: () => Promise<AuthResult>
  updateProfile: (changes: ProfileUpdate) => Promise<AuthResult>
}

const AuthContext = React.createContext<AuthContextValue | undefined>(undefined)

const accountsUnavailable = () =>
  Promise.resolve({ error: new Error('Accounts are not available on this site yet.') })

/**
 * Signed-out state for everyone until the accounts work connects this provider to Supabase
 * Auth; the context shape is final so header and pages are written against it now.
 */
const signedOut: AuthContextValue = {
  user: null,
  role: null,
  isAdmin: false,
  loading: false,
  signUp: accountsUnavailable,
  signIn: accountsUnavailable,
  signInWithGoogle: accountsUnavailable,
  signOut: () => Promise.resolve({ error: null }),
  updateProfile: () => Promise.resolve({ error: new Error('No user logged in') }),
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext)
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider')
  return context
}

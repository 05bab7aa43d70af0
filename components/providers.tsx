'use client'

import type * as React from 'react'

import { AuthProvider } from '@/components/auth/auth-provider'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { LazyToaster } from '@/components/ui/lazy-toaster'

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <ConsentProvider>
          {children}
          <LazyToaster />
        </ConsentProvider>
      </AuthProvider>
    </ThemeProvider>
  )
}

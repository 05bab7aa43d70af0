'use client'

import type * as React from 'react'

import { AuthProvider } from '@/components/auth/auth-provider'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { Toaster } from '@/components/ui/sonner'

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <ConsentProvider>
          {children}
          <Toaster />
        </ConsentProvider>
      </AuthProvider>
    </ThemeProvider>
  )
}

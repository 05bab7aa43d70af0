'use client'

import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes'
import * as React from 'react'

import { DEFAULT_THEME, resolveTheme, THEME_STORAGE_KEY, THEMES } from '@/lib/theme/theme'

/** Rewrites an unknown stored theme (left by an older version or by hand) to light. */
function InvalidThemeReset() {
  const { theme, setTheme } = useTheme()
  React.useEffect(() => {
    if (theme !== undefined && resolveTheme(theme) !== theme) setTheme(DEFAULT_THEME)
  }, [theme, setTheme])
  return null
}

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={DEFAULT_THEME}
      themes={[...THEMES]}
      // 'system' is honoured only when stored (spec §4: light, dark or system); the default
      // stays light whatever the device prefers (spec §9).
      enableSystem
    >
      <InvalidThemeReset />
      {children}
    </NextThemesProvider>
  )
}

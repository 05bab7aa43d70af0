'use client'

import { MoonIcon, SunIcon } from 'lucide-react'
import { useTheme } from 'next-themes'

import { Button } from '@/components/ui/button'
import { useHydrated } from '@/components/ui/use-hydrated'
import { withoutTransitions } from '@/lib/theme/without-transitions'

/** Icons swap through the `dark` class, so the server HTML is right before hydration too. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme()
  const hydrated = useHydrated()
  const dark = resolvedTheme === 'dark'

  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label="Toggle dark mode"
      title="Toggle dark mode"
      // The stored theme is unknown to the server: the state is announced once hydrated.
      aria-pressed={hydrated ? dark : undefined}
      onClick={() => withoutTransitions(() => setTheme(dark ? 'light' : 'dark'))}
    >
      <SunIcon aria-hidden="true" className="hidden dark:block" />
      <MoonIcon aria-hidden="true" className="block dark:hidden" />
    </Button>
  )
}

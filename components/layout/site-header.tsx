import { AuthNav } from '@/components/layout/auth-nav'
import { MobileNav } from '@/components/layout/mobile-nav'
import { NavLinks } from '@/components/layout/nav-links'
import { SiteLogo } from '@/components/layout/site-logo'
import { ThemeToggle } from '@/components/theme/theme-toggle'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 low-performance:backdrop-blur-none">
      {/* Wraps rather than overflows when text is enlarged (WCAG 1.4.4): at 200 % text size the
          links take a row of their own. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks className="flex flex-wrap items-center gap-1" />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <div className="hidden md:flex">
            <AuthNav />
          </div>
          <div className="md:hidden">
            <MobileNav />
          </div>
        </div>
      </div>
    </header>
  )
}

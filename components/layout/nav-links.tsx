'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { mainNav } from '@/config/nav'

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

// Whole class strings per layout and state, joined without tailwind-merge: the header renders
// these on every page while it hydrates (see withClassName in lib/utils.ts).
const linkLayouts = {
  bar: 'px-2 py-2 text-sm lg:px-3',
  sheet: 'block px-3 py-3 text-base',
}
const linkBase =
  'rounded-md font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring'
const linkStates = {
  active: 'text-foreground underline decoration-primary decoration-2 underline-offset-8',
  inactive: 'text-muted-foreground',
}

export function navLinkClass(layout: keyof typeof linkLayouts, active: boolean) {
  return `${linkBase} ${linkLayouts[layout]} ${linkStates[active ? 'active' : 'inactive']}`
}

export function NavLinks({
  className,
  layout = 'bar',
  onNavigate,
}: {
  className?: string
  /** `bar` in the header, `sheet` in the phone menu: larger targets, one link a line. */
  layout?: keyof typeof linkLayouts
  onNavigate?: () => void
}) {
  const pathname = usePathname()

  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const active = isActivePath(pathname, item.href)
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={navLinkClass(layout, active)}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

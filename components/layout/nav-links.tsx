'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { mainNav } from '@/config/nav'
import { cn } from '@/lib/utils'

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function NavLinks({
  className,
  linkClassName,
  onNavigate,
}: {
  className?: string
  linkClassName?: string
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
              className={cn(
                'rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:px-3',
                active &&
                  'text-foreground underline decoration-primary decoration-2 underline-offset-8',
                linkClassName,
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

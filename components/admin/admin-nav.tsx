'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { adminAreaHref, adminAreas } from '@/config/admin'
import { cn } from '@/lib/utils'

const links = [
  { href: '/admin', label: 'Overview' },
  ...adminAreas.map((area) => ({ href: adminAreaHref(area), label: area.label })),
]

/** The admin sidebar: every area, with the current one marked for assistive technology. */
export function AdminNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {links.map(({ href, label }) => {
          const current = href === '/admin' ? pathname === href : pathname.startsWith(href)
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                  current && 'bg-muted text-foreground',
                )}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

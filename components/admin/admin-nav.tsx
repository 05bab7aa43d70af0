'use client'

import { MenuIcon } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { adminAreaHref, adminAreas } from '@/config/admin'
import type { AdminBadges } from '@/lib/data/admin/badges'
import { cn } from '@/lib/utils'

const links = [
  { slug: 'overview', href: '/admin', label: 'Overview' },
  ...adminAreas.map((area) => ({ slug: area.slug, href: adminAreaHref(area), label: area.label })),
]

const badgeLabel: Partial<Record<string, (count: number) => string>> = {
  messages: (count) => `${count} unread`,
  orders: (count) => `${count} new`,
}

/**
 * The admin sidebar: every area, the current one marked for assistive technology, with counts of
 * what is waiting. On small screens it folds behind a menu button.
 */
export function AdminNav({ badges = {} }: { badges?: AdminBadges }) {
  const pathname = usePathname()
  // Open for the page it was opened on: following a link on a small screen closes it.
  const [openOn, setOpenOn] = React.useState<string | null>(null)
  const open = openOn === pathname

  return (
    <nav aria-label="Admin">
      <Button
        type="button"
        variant="outline"
        className="md:hidden"
        aria-expanded={open}
        aria-controls="admin-nav-links"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <MenuIcon aria-hidden="true" />
        Admin menu
      </Button>
      <ul
        id="admin-nav-links"
        className={cn('mt-2 flex-col gap-1 md:mt-0 md:flex', open ? 'flex' : 'hidden')}
      >
        {links.map(({ slug, href, label }) => {
          const current = href === '/admin' ? pathname === href : pathname.startsWith(href)
          const count = badges[slug] ?? 0
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
                  current && 'bg-muted text-foreground',
                )}
              >
                {label}
                {count > 0 ? (
                  <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">, {badgeLabel[slug]?.(count) ?? count}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

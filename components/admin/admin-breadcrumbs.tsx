'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { adminAreas } from '@/config/admin'
import { isUuid } from '@/lib/data/admin/uuid'

const segmentLabels: Record<string, string> = {
  new: 'New',
  applications: 'Applications',
  templates: 'Applicant emails',
  preview: 'Preview',
}

function crumbLabel(segment: string, index: number) {
  if (index === 0) return adminAreas.find((area) => area.slug === segment)?.label ?? segment
  return (
    segmentLabels[segment] ??
    (index === 1 || isUuid(segment) ? 'Details' : segment.replaceAll('-', ' '))
  )
}

/** Admin › Area › Page, from the URL; the last crumb is the current page. */
export function AdminBreadcrumbs() {
  const pathname = usePathname()
  const segments = pathname.split('/').filter(Boolean).slice(1)
  const crumbs = [
    { href: '/admin', label: 'Admin' },
    ...segments.map((segment, index) => ({
      href: `/admin/${segments.slice(0, index + 1).join('/')}`,
      label: crumbLabel(decodeURIComponent(segment), index),
    })),
  ]
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

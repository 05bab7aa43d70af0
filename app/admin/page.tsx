import type { Metadata } from 'next'
import Link from 'next/link'

import { adminAreaHref, adminAreas } from '@/config/admin'

export const metadata: Metadata = { title: 'Overview' }

export default function AdminHomePage() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminAreas.map((area) => (
          <li key={area.slug} className="rounded-lg border p-4">
            <h2 className="font-semibold">
              <Link href={adminAreaHref(area)} className="hover:underline">
                {area.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

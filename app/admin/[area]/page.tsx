import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { adminAreas } from '@/config/admin'

type Props = { params: Promise<{ area: string }> }

const findArea = (slug: string) => adminAreas.find((area) => area.slug === slug)

export function generateStaticParams() {
  return adminAreas.map((area) => ({ area: area.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findArea((await params).area)?.label ?? 'Not found' }
}

// Each area gets its own route as the admin issues build it; until then it says so plainly.
export default async function AdminAreaPage({ params }: Props) {
  const area = findArea((await params).area)
  if (!area) notFound()
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{area.label}</h1>
      <p className="mt-2 text-muted-foreground">{area.description}</p>
      <p className="mt-6 rounded-lg border border-dashed p-6">This area is not built yet.</p>
    </>
  )
}

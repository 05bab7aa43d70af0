import type { Metadata } from 'next'
import { Suspense } from 'react'

import { SiteSettingsForm } from '@/components/admin/settings/site-settings-form'
import { Spinner } from '@/components/ui/spinner'
import { getSettingsForAdmin } from '@/lib/data/admin/settings'

export const metadata: Metadata = { title: 'Settings' }

async function CurrentSettings() {
  const { values, version } = await getSettingsForAdmin()
  return <SiteSettingsForm initial={values} version={version} />
}

export default function AdminSettingsPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mb-6 text-muted-foreground">
        The site&apos;s primary colour and body font. Saved changes reach every open page within
        seconds.
      </p>
      <Suspense fallback={<Spinner label="Loading the settings" />}>
        <CurrentSettings />
      </Suspense>
    </>
  )
}

import Link from 'next/link'

import { SignOutButton } from '@/components/auth/sign-out-button'
import { Button } from '@/components/ui/button'
import type { DisplayZone } from '@/lib/format/dates'

type DashboardHeaderProps = { name: string | null; zone: DisplayZone }

export function DashboardHeader({ name, zone }: DashboardHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {name ? `Welcome back, ${name}` : 'Welcome back'}
        </h1>
        <p className="text-sm text-muted-foreground">
          {zone.fromProfile ? (
            <>Times are shown in your time zone, {zone.timeZone}.</>
          ) : (
            <>
              Times are shown in UTC.{' '}
              <Link href="/profile" className="text-primary underline underline-offset-4">
                Set your time zone
              </Link>{' '}
              to see them in local time.
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/profile">Edit profile</Link>
        </Button>
        <SignOutButton />
      </div>
    </header>
  )
}

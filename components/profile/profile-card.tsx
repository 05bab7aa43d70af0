import type * as React from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

type ProfileCardProps = {
  id: string
  title: string
  description?: React.ReactNode
  children: React.ReactNode
}

/** One section of the profile page, a region named by its heading. */
export function ProfileCard({ id, title, description, children }: ProfileCardProps) {
  const headingId = `${id}-heading`
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  )
}

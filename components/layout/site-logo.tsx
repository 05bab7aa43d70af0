import { GraduationCapIcon } from 'lucide-react'
import Link from 'next/link'

import { siteConfig } from '@/config/site'

export function SiteLogo() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCapIcon aria-hidden="true" className="size-5" />
      </span>
      <span className="md:max-lg:sr-only">{siteConfig.name}</span>
    </Link>
  )
}

import { cacheLife } from 'next/cache'
import Link from 'next/link'

import { CookieSettingsButton } from '@/components/consent/cookie-settings-button'
import { SiteLogo } from '@/components/layout/site-logo'
import { footerColumns } from '@/config/nav'
import { siteConfig } from '@/config/site'

async function currentYear(): Promise<number> {
  'use cache'
  cacheLife('hours')
  return new Date().getFullYear()
}

export async function SiteFooter() {
  const year = await currentYear()

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr]">
        <div className="space-y-4">
          <SiteLogo />
          <p className="max-w-xs text-sm text-muted-foreground">{siteConfig.tagline}.</p>
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2">
            {siteConfig.social.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  className="link-muted"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {social.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`} className="mb-3 text-sm font-semibold">
                {column.heading}
              </h2>
              <ul className="space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.href.endsWith('.xml') ? (
                      <a href={link.href} className="link-muted">
                        {link.label}
                      </a>
                    ) : (
                      <Link href={link.href} className="link-muted">
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      {/* At the page's end the last line stays clear of the back-to-top button, which itself
          sits above whatever is fixed to the bottom of the screen (--fixed-bottom-space). */}
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-[calc(var(--fixed-bottom-space,0px)_+_5rem)] text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p data-testid="copyright">
            © {year} {siteConfig.legalName}. All rights reserved.
          </p>
          <CookieSettingsButton className="link-muted" />
        </div>
      </div>
    </footer>
  )
}

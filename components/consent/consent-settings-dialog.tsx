'use client'

import { useConsent } from '@/components/consent/consent-provider'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Switch } from '@/components/ui/switch'
import type { ConsentCategory } from '@/lib/consent/consent'

const categoryText: Record<ConsentCategory, { title: string; description: string }> = {
  necessary: {
    title: 'Necessary',
    description:
      'Keep you signed in, remember these choices and protect forms from abuse. The site cannot work without them, so they are always on.',
  },
  analytics: {
    title: 'Analytics',
    description:
      'Count page views and clicks so we can see which guides help students and fix pages that do not.',
  },
  ads: {
    title: 'Advertising',
    description:
      'Measure whether our adverts on other sites bring visitors here. Turning this on may count as "sharing" under US state privacy laws.',
  },
}

export function ConsentSettingsDialog() {
  const {
    categories,
    settingsOpen,
    setSettingsOpen,
    setCategory,
    acceptAll,
    rejectAll,
    globalPrivacyControl,
  } = useConsent()

  return (
    <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
      <DialogContent data-testid="consent-settings">
        <DialogHeader>
          <DialogTitle>Cookie settings</DialogTitle>
          <DialogDescription>
            Each switch saves straight away. Your choice lasts 12 months, and you can change it at
            any time from the footer.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-4">
          {(Object.keys(categoryText) as ConsentCategory[]).map((category) => {
            const id = `consent-${category}`
            const locked = category === 'necessary' || (category === 'ads' && globalPrivacyControl)
            return (
              <li key={category} className="flex items-start justify-between gap-4">
                <div className="space-y-1">
                  <label htmlFor={id} className="text-sm font-medium">
                    {categoryText[category].title}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {categoryText[category].description}
                  </p>
                  {category === 'ads' && globalPrivacyControl && (
                    <p className="text-sm font-medium" data-testid="gpc-notice">
                      Your browser sent a Global Privacy Control signal, so advertising cookies stay
                      off.
                    </p>
                  )}
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-description`}
                  checked={categories[category]}
                  disabled={locked}
                  onCheckedChange={(checked) => {
                    if (category !== 'necessary') setCategory(category, checked)
                  }}
                />
              </li>
            )
          })}
        </ul>
        <DialogFooter>
          <Button
            onClick={() => {
              rejectAll()
              setSettingsOpen(false)
            }}
          >
            Reject all
          </Button>
          <Button
            onClick={() => {
              acceptAll()
              setSettingsOpen(false)
            }}
          >
            Accept all
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

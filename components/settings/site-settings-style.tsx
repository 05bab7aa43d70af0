import { settingsStyleSheet } from '@/lib/settings/css'
import type { SiteSettings } from '@/lib/settings/settings'

/** The current settings as CSS variables in the HTML itself: no flash of the default colour. */
export function SiteSettingsStyle({ settings }: { settings: SiteSettings }) {
  // The sheet is built only from numbers and fixed font variables, so it is safe to inline.
  return (
    <style id="site-settings" dangerouslySetInnerHTML={{ __html: settingsStyleSheet(settings) }} />
  )
}

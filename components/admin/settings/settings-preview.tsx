import { bodyFontVariable } from '@/lib/theme/body-fonts'
import { primaryContrast } from '@/lib/theme/primary-contrast'

/** DARK_BACKGROUND and the dark theme's button text in lib/theme, as CSS. */
const DARK_PAGE = 'rgb(11 18 32)'
const DARK_BUTTON_TEXT = 'hsl(222 49% 8%)'

/**
 * How the chosen colour and font will look: a heading, body text, a link and a primary button in
 * each theme, coloured exactly as the site derives them. Unsaved; the site changes on save.
 */
export function SettingsPreview({ color, font }: { color: string; font: string }) {
  const contrast = primaryContrast(color)
  const fontFamily = `${bodyFontVariable(font)}, ui-sans-serif, system-ui, sans-serif`
  return (
    <section aria-labelledby="settings-preview-heading" className="grid gap-3">
      <h2 id="settings-preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      {contrast ? (
        <div className="grid gap-3" style={{ fontFamily }} data-testid="settings-preview">
          <div className="rounded-lg border bg-white p-5 text-slate-900">
            <p className="text-xs font-medium text-slate-600 uppercase">Light theme</p>
            <h3 className="mt-1 text-xl font-bold">Study smarter this term</h3>
            <p className="mt-2 text-sm">
              Tutoring and study guides for university students.{' '}
              <span className="underline" style={{ color: contrast.lightButton }}>
                Read our articles
              </span>
            </p>
            <span
              className="mt-3 inline-block rounded-md px-4 py-2 text-sm font-medium"
              style={{ background: contrast.lightButton, color: '#fff' }}
            >
              Get started
            </span>
          </div>
          <div
            className="rounded-lg border p-5"
            style={{ background: DARK_PAGE, color: '#f8fafc' }}
          >
            <p className="text-xs font-medium uppercase opacity-80">Dark theme</p>
            <h3 className="mt-1 text-xl font-bold">Study smarter this term</h3>
            <p className="mt-2 text-sm">
              Tutoring and study guides for university students.{' '}
              <span className="underline" style={{ color: contrast.darkButton }}>
                Read our articles
              </span>
            </p>
            <span
              className="mt-3 inline-block rounded-md px-4 py-2 text-sm font-medium"
              style={{ background: contrast.darkButton, color: DARK_BUTTON_TEXT }}
            >
              Get started
            </span>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Enter a valid colour to preview it.</p>
      )}
    </section>
  )
}

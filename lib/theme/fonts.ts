import localFont from 'next/font/local'

/*
 * Self-hosted from @fontsource packages: Google-hosted fonts would need the internet at build time.
 * Only Inter (the default body font) is preloaded; the others download only if the font_family
 * site setting selects them.
 *
 * Inter comes in two files. The preloaded one holds only the characters and weights (400 to 800)
 * the site's copy uses (fonts/inter-core.woff2, 17 kB; `npm run build:fonts`); the full Latin
 * file (48 kB, every weight) loads only on a page whose text has a character outside it. Each
 * face's unicode-range tells the browser which file a character needs; the core range must match
 * lib/theme/font-subset.ts (a unit test checks).
 */
const interCore = localFont({
  src: '../../fonts/inter-core.woff2',
  variable: '--font-inter-core',
  weight: '400 800',
  display: 'swap',
  // Its fallback face would cover every character and so hide the Latin file behind it; the
  // Latin face below brings the size-adjusted fallback instead.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A3, U+00A7, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+00E9, U+00F7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122, U+2192',
    },
  ],
})

const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter-latin',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

const roboto = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-roboto',
  display: 'swap',
  preload: false,
})

const openSans = localFont({
  src: '../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  variable: '--font-open-sans',
  weight: '300 800',
  display: 'swap',
  preload: false,
})

const lato = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-lato',
  display: 'swap',
  preload: false,
})

const poppins = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-poppins',
  display: 'swap',
  preload: false,
})

const merriweather = localFont({
  src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  variable: '--font-merriweather',
  weight: '300 900',
  display: 'swap',
  preload: false,
})

/**
 * Class names that define every font's CSS variable; put them on <html>. globals.css joins the two
 * Inter variables into --font-inter.
 */
export const fontVariables = [interCore, interLatin, roboto, openSans, lato, poppins, merriweather]
  .map((font) => font.variable)
  .join(' ')

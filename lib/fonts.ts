import localFont from 'next/font/local'

/*
 * Self-hosted from @fontsource packages: Google-hosted fonts would need the internet at build time.
 * Only Inter (the default body font) is preloaded; the others download only if the font_family
 * site setting selects them.
 */
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

const roboto = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-roboto',
  display: 'swap',
  preload: false,
})

const openSans = localFont({
  src: '../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  variable: '--font-open-sans',
  weight: '300 800',
  display: 'swap',
  preload: false,
})

const lato = localFont({
  src: [
    { path: '../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-lato',
  display: 'swap',
  preload: false,
})

const poppins = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-poppins',
  display: 'swap',
  preload: false,
})

const merriweather = localFont({
  src: '../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  variable: '--font-merriweather',
  weight: '300 900',
  display: 'swap',
  preload: false,
})

/** Class names that define every font's CSS variable; put them on <html>. */
export const fontVariables = [inter, roboto, openSans, lato, poppins, merriweather]
  .map((font) => font.variable)
  .join(' ')

import { ImageResponse } from 'next/og'

import { siteConfig } from '@/config/site'
import { getArticle, getLatestArticles } from '@/lib/data/articles'
import { getSiteSettings } from '@/lib/data/settings'
import { DEFAULT_PRIMARY_COLOR } from '@/lib/theme/color'

export const alt = 'Article title and category'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export async function generateStaticParams() {
  const latest = await getLatestArticles(100)
  return latest.length > 0 ? latest.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

const HEX = /^#[0-9a-f]{6}$/i

/** The article's social card: its title and category in white on the site's primary colour. */
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const [article, settings] = await Promise.all([
    getArticle((await params).slug),
    getSiteSettings(),
  ])
  const background = HEX.test(settings.primary_color)
    ? settings.primary_color
    : DEFAULT_PRIMARY_COLOR
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background,
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 32, opacity: 0.9 }}>
        {article?.article_categories?.name ?? 'Study articles'}
      </div>
      <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>
        {article?.title ?? siteConfig.name}
      </div>
      <div style={{ fontSize: 28, opacity: 0.9 }}>{siteConfig.name}</div>
    </div>,
    size,
  )
}

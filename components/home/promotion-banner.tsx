import { PromotionBannerClient } from '@/components/home/promotion/promotion-banner-client'
import { siteUrl, supabaseAnonKey, supabaseUrl } from '@/lib/env'

/**
 * The timed offer (spec §2). It renders nothing on the server: the browser fetches the active
 * promotion at idle time and shows it as a floating card, so it never moves the hero.
 */
export function PromotionBanner() {
  return (
    <PromotionBannerClient
      source={{ supabaseUrl, anonKey: supabaseAnonKey }}
      siteOrigin={new URL(siteUrl).origin}
    />
  )
}

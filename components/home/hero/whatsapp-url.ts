import { siteConfig } from '@/config/site'

export const WHATSAPP_GREETING =
  'Hi Scholarly Support, I would like to ask about tutoring and study support.'

/** A wa.me chat link: digits only (country code first) and a prefilled opening message. */
export function whatsappChatUrl(
  number: string = siteConfig.whatsappNumber,
  text: string = WHATSAPP_GREETING,
): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

import { describe, expect, it } from 'vitest'

import { WHATSAPP_GREETING, whatsappChatUrl } from '@/components/home/hero/whatsapp-url'
import { siteConfig } from '@/config/site'

describe('WhatsApp chat link', () => {
  it('opens a chat with the site number and a prefilled greeting', () => {
    const url = new URL(whatsappChatUrl())
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe(`/${siteConfig.whatsappNumber}`)
    expect(url.searchParams.get('text')).toBe(WHATSAPP_GREETING)
  })

  it('keeps only the digits of the number', () => {
    expect(whatsappChatUrl('+44 7700 900-123', 'Hi')).toBe('https://wa.me/447700900123?text=Hi')
  })

  it('encodes the message', () => {
    const url = whatsappChatUrl('1', 'A & B? 100%')
    expect(url).toBe('https://wa.me/1?text=A%20%26%20B%3F%20100%25')
  })
})

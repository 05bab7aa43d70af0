import { describe, expect, it } from 'vitest'

import { classifyCtaLink, INTERNAL_CTA_PATHS } from '@/lib/promotions/cta-link'

const page = 'https://scholarlysupport.co'
const preview = 'https://preview.scholarlysupport.co'
const origins = [preview, page]

describe('classifyCtaLink', () => {
  it.each(INTERNAL_CTA_PATHS)('keeps the spec path %s inside the app', (path) => {
    expect(classifyCtaLink(path, origins)).toEqual({ kind: 'internal', href: path })
    expect(classifyCtaLink(`${path}/more?x=1#part`, origins)).toEqual({
      kind: 'internal',
      href: `${path}/more?x=1#part`,
    })
  })

  it.each([
    ['/quizzes', '/quizzes'],
    ['  /services  ', '/services'],
    ['contact', '/contact'],
    ['?ref=offer', '/?ref=offer'],
    ['#testimonials', '/#testimonials'],
    [`${preview}/articles/how-to-revise`, '/articles/how-to-revise'],
    [`${page}/contact?topic=offer`, '/contact?topic=offer'],
    [`${page}`, '/'],
    ['//preview.scholarlysupport.co/faq', '/faq'],
    ['HTTPS://PREVIEW.SCHOLARLYSUPPORT.CO/About', '/About'],
  ])('navigates %j inside the app as %s', (url, href) => {
    expect(classifyCtaLink(url, origins)).toEqual({ kind: 'internal', href })
  })

  it.each([
    ['https://example.org/offer', 'https://example.org/offer'],
    ['//example.org/contact', 'https://example.org/contact'],
    ['/\\example.org/contact', 'https://example.org/contact'],
    ['http://scholarlysupport.co/contact', 'http://scholarlysupport.co/contact'],
    ['https://scholarlysupport.co:8443/contact', 'https://scholarlysupport.co:8443/contact'],
    ['https://wa.me/447700900123', 'https://wa.me/447700900123'],
    ['mailto:hello@scholarlysupport.co', 'mailto:hello@scholarlysupport.co'],
    ['tel:+447700900123', 'tel:+447700900123'],
  ])('opens %j in the same tab as another site', (url, href) => {
    expect(classifyCtaLink(url, origins)).toEqual({ kind: 'external', href })
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '',
    '   ',
    'http://',
  ])('refuses %j', (url) => {
    expect(classifyCtaLink(url, origins)).toEqual({ kind: 'invalid' })
  })

  it('needs the page origin to resolve relative links', () => {
    expect(classifyCtaLink('/contact', [])).toEqual({ kind: 'invalid' })
  })
})

import { describe, expect, it } from 'vitest'

import { renderGuideEmail } from '@/lib/leads/guide-email'

const downloadUrl =
  'https://project.supabase.co/storage/v1/object/sign/lead-magnets/guide.pdf?token=abc.def&download=guide.pdf'
const base = {
  title: 'Study Success Guide',
  subject: 'Your free Study Success Guide',
  body: 'Hi there,\n\nDownload it here:\n\n{{download_url}}\n\nMore at {{site_url}}/articles.\n\n- One\n- Two <b>',
  downloadUrl,
  siteUrl: 'https://scholarly.example',
  unsubscribeUrl: 'https://scholarly.example/unsubscribe?token=t.sig',
}

describe('renderGuideEmail', () => {
  it('fills the placeholders in the plain text and adds the unsubscribe link', () => {
    const email = renderGuideEmail(base)
    expect(email.subject).toBe('Your free Study Success Guide')
    expect(email.text).toContain(`Download it here:\n\n${downloadUrl}\n`)
    expect(email.text).toContain('More at https://scholarly.example/articles.')
    expect(email.text).not.toContain('{{')
    expect(email.text).toContain(base.unsubscribeUrl)
  })

  it('links the download, site pages and unsubscribe in HTML, escaping text', () => {
    const { html } = renderGuideEmail(base)
    const escapedDownload = downloadUrl.replace(/&/g, '&amp;')
    expect(html).toContain(`<a href="${escapedDownload}">${escapedDownload}</a>`)
    expect(html).toContain(
      '<a href="https://scholarly.example/articles">https://scholarly.example/articles</a>.',
    )
    expect(html).toContain(`<a href="${base.unsubscribeUrl}">Unsubscribe</a>`)
    expect(html).toContain('<ul><li>One</li><li>Two &lt;b&gt;</li></ul>')
    expect(html).not.toContain('<b>')
  })

  it('still carries the download link when the template forgot its placeholder', () => {
    const email = renderGuideEmail({ ...base, body: 'Thanks for signing up.' })
    expect(email.text).toContain(downloadUrl)
    expect(email.html).toContain(downloadUrl.replace(/&/g, '&amp;'))
  })

  it('falls back to a subject naming the guide', () => {
    expect(renderGuideEmail({ ...base, subject: '  ' }).subject).toBe('Your Study Success Guide')
  })
})

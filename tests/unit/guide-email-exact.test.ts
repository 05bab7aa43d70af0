import { describe, expect, it } from 'vitest'

import { renderGuideEmail } from '@/lib/leads/guide-email'

const base = {
  title: 'Study Guide',
  subject: ' Your guide ',
  body: '\n{{download_url}}\n\n',
  downloadUrl: 'https://cdn.example/g.pdf?a=1&b=2',
  siteUrl: 'https://site.example',
  unsubscribeUrl: 'https://site.example/unsubscribe?t=1',
}

describe('renderGuideEmail, whole message', () => {
  it('writes the exact text and HTML', () => {
    expect(renderGuideEmail(base)).toStrictEqual({
      subject: 'Your guide',
      text: [
        'https://cdn.example/g.pdf?a=1&b=2',
        '',
        '--',
        'You requested the Study Guide on https://site.example. To stop emails about it, unsubscribe here:',
        'https://site.example/unsubscribe?t=1',
        '',
      ].join('\n'),
      html: [
        '<!doctype html>',
        '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:600px">',
        '<p><a href="https://cdn.example/g.pdf?a=1&amp;b=2" style="display:inline-block;padding:10px 18px;background:#0057b8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Download the Study Guide (PDF)</a></p>',
        '<p><a href="https://cdn.example/g.pdf?a=1&amp;b=2">https://cdn.example/g.pdf?a=1&amp;b=2</a></p>',
        '<hr style="border:none;border-top:1px solid #e5e7eb">',
        '<p style="font-size:12px;color:#4b5563">You requested the Study Guide on https://site.example. <a href="https://site.example/unsubscribe?t=1">Unsubscribe</a></p>',
        '</body></html>',
      ].join('\n'),
    })
  })

  it('escapes quotes and apostrophes in the title', () => {
    const { html } = renderGuideEmail({ ...base, title: `"Ace" it's` })
    expect(html).toContain('Download the &quot;Ace&quot; it&#39;s (PDF)')
  })

  it('fills placeholders written with spaces, and leaves unknown ones', () => {
    const { text } = renderGuideEmail({
      ...base,
      body: '{{ site_url }} {{site_url }} {{name}} {{download_url}}',
    })
    expect(text.split('\n')[0]).toBe(
      'https://site.example https://site.example {{name}} https://cdn.example/g.pdf?a=1&b=2',
    )
  })

  it('links http addresses too, without trailing punctuation', () => {
    const { html } = renderGuideEmail({
      ...base,
      body: '{{download_url}}\n\nSee http://old.example/x.',
    })
    expect(html).toContain('<p>See <a href="http://old.example/x">http://old.example/x</a>.</p>')
  })

  it('makes a list only of blocks whose every line is a "- " item', () => {
    const { html } = renderGuideEmail({
      ...base,
      body: [
        '{{download_url}}',
        '',
        '  - indented\n-  spaced',
        '',
        'a - b\n- c',
        '',
        'x- a\n- b',
        '',
        '-a\n- b',
      ].join('\n'),
    })
    const blocks = html.split('\n').slice(4, 8)
    expect(blocks).toEqual([
      '<ul><li>indented</li><li>spaced</li></ul>',
      '<p>a - b<br>- c</p>',
      '<p>x- a<br>- b</p>',
      '<p>-a<br>- b</p>',
    ])
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Markdown } from '@/components/content/markdown'

describe('Markdown', () => {
  it('names every task-list box, so none is an unlabelled control', () => {
    const html = renderToStaticMarkup(
      <Markdown>{'- [ ] Plan the essay\n- [x] Read the brief'}</Markdown>,
    )
    const boxes = html.match(/<input[^>]*>/g) ?? []
    expect(boxes).toHaveLength(2)
    for (const box of boxes) {
      expect(box).toContain('type="checkbox"')
      expect(box).toContain('aria-label="Checklist item"')
      expect(box).toContain('disabled')
    }
    expect(boxes[1]).toContain('checked')
  })

  it('escapes raw HTML rather than rendering it', () => {
    const html = renderToStaticMarkup(<Markdown>{'Text <script>alert(1)</script> *ok*'}</Markdown>)
    expect(html).not.toContain('<script>')
    expect(html).toContain('<em>ok</em>')
  })

  it('renders a top-level heading in the body as a section heading, keeping the page one h1', () => {
    const html = renderToStaticMarkup(<Markdown>{'# Getting started\n\n## Details'}</Markdown>)
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>')
    expect(html).toContain('<h2 id="details">Details</h2>')
  })
})

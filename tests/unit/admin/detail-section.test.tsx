import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DetailSection } from '@/components/admin/detail-section'

describe('DetailSection', () => {
  it('is a region named by its own heading, with the content after the heading', () => {
    expect(
      renderToStaticMarkup(
        <DetailSection id="order-brief" title={<>From {'Ada'}</>}>
          <p>The brief.</p>
        </DetailSection>,
      ),
    ).toBe(
      '<section aria-labelledby="order-brief" class="grid gap-3">' +
        '<h2 id="order-brief" class="text-lg font-semibold">From Ada</h2>' +
        '<p>The brief.</p></section>',
    )
  })
})

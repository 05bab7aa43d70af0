import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { useAuth } from '@/components/auth/auth-provider'
import { ErrorFallback } from '@/components/errors/error-fallback'
import { Spinner } from '@/components/ui/spinner'

function AuthConsumer() {
  useAuth()
  return null
}

describe('fallback screens', () => {
  it('shows the spec error text and a Refresh Page button', () => {
    const html = renderToStaticMarkup(<ErrorFallback />)
    expect(html).toContain('Something went wrong')
    expect(html).toContain(
      'We encountered an error while loading this page. Please try refreshing or contact support if the problem persists.',
    )
    expect(html).toMatch(/<button[^>]*>Refresh Page<\/button>/)
  })

  it('announces the loading spinner to screen readers', () => {
    const html = renderToStaticMarkup(<Spinner />)
    expect(html).toContain('role="status"')
    expect(html).toContain('Loading')
  })

  it('refuses to read auth state outside the provider', () => {
    expect(() => renderToStaticMarkup(<AuthConsumer />)).toThrow(
      'useAuth must be used within an AuthProvider',
    )
  })
})

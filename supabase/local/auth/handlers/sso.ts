import type { AuthDeps, AuthRequest, AuthResponse } from '../context.ts'
import { notFound } from '../errors.ts'

// /sso, /sso/saml/*: SAML is off (GoTrue's default, and no identity provider can be reached
// here), which GoTrue's requireSAMLEnabled answers before anything else.
export function samlDisabled(_deps: AuthDeps, _request: AuthRequest): Promise<AuthResponse> {
  return Promise.reject(notFound('saml_provider_disabled', 'SAML 2.0 is disabled'))
}

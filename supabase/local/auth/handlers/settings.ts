import { publicJwk } from '../../jwt.ts'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'

const externalProviders = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'x',
  'email',
  'phone',
  'zoom',
]

// GET /settings: what the client may offer (email, the local Google stand-in, phone when on).
export async function settings(deps: AuthDeps, _request: AuthRequest): Promise<AuthResponse> {
  const enabled: Record<string, boolean> = {
    email: true,
    google: true,
    anonymous_users: deps.options.anonymousSignIns,
    phone: deps.options.sms.enableSignup,
  }
  return json({
    external: Object.fromEntries(externalProviders.map((name) => [name, enabled[name] ?? false])),
    disable_signup: deps.options.disableSignup,
    mailer_autoconfirm: deps.options.autoConfirm,
    phone_autoconfirm: !deps.options.sms.enableConfirmations,
    sms_provider: deps.options.sms.provider ?? '',
    saml_enabled: false,
    passkeys_enabled: deps.options.passkey.enabled,
  })
}

export async function health(): Promise<AuthResponse> {
  return json({
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}

// The public halves of the signing keys; HS256-only projects publish none.
export async function jwks(deps: AuthDeps): Promise<AuthResponse> {
  return json({ keys: deps.keys.signingKeys.map(publicJwk) })
}

import { signJwt, type SigningKey } from './jwt.ts'

// The Supabase CLI's well-known local values: anyone can read them, so they are only fit for a
// loopback development server (the app refuses them in production, see ARCHITECTURE.md).
export const defaultJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long'

// Same expiry as the CLI demo keys (protocol doc section 0).
const demoExpiry = 1983812996

export const publishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const secretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

export type LocalKeys = {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  // config.toml's signing_keys_path: access tokens are signed with the first, all are accepted.
  signingKeys: SigningKey[]
}

export function createKeys(
  jwtSecret: string = defaultJwtSecret,
  signingKeys: SigningKey[] = [],
): LocalKeys {
  return {
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: demoExpiry }, jwtSecret),
    serviceRoleKey: signJwt(
      { iss: 'supabase-demo', role: 'service_role', exp: demoExpiry },
      jwtSecret,
    ),
    publishableKey,
    secretKey,
    signingKeys,
  }
}

export const localKeys: LocalKeys = createKeys()

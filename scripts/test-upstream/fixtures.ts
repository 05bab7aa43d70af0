// Each upstream package's fixture (test/supabase: migrations, seed.sql, config.toml) turned into
// what Supabase Local loads. Changes are limited to what PGlite cannot run; tests that depend on
// a removed piece fail, they are not skipped.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SigningKey } from '../../supabase/local/jwt.ts'
import type { SupabaseLocalOptions } from '../../supabase/local/server.ts'

export type UpstreamPackage = 'postgrest' | 'storage' | 'auth'

export type Fixture = {
  migrations: Record<string, string>
  seed: string
  schemas: string[]
}

// PostGIS is not among PGlite's extensions: the geometry column becomes text.
function withoutPostgis(sql: string): string {
  return sql
    .replace(
      /^create extension if not exists postgis[^;]*;/gim,
      '-- postgis: not available in PGlite',
    )
    .replace(/extensions\.geometry\([^)]*\)/gi, 'text')
}

function apiSchemas(configToml: string): string[] {
  const line = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(configToml)
  const names = line?.[1]?.match(/"([^"]+)"/g)?.map((quoted) => quoted.slice(1, -1))
  return names && names.length > 0 ? names : ['public', 'graphql_public']
}

async function readIfExists(file: string): Promise<string> {
  return existsSync(file) ? readFile(file, 'utf8') : ''
}

export async function adaptFixture(pkg: UpstreamPackage, supabaseDir: string): Promise<Fixture> {
  const migrationsDir = path.join(supabaseDir, 'migrations')
  const migrations: Record<string, string> = {}
  if (existsSync(migrationsDir)) {
    for (const file of (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()) {
      migrations[file] = withoutPostgis(await readFile(path.join(migrationsDir, file), 'utf8'))
    }
  }
  const seed = withoutPostgis(await readIfExists(path.join(supabaseDir, 'seed.sql')))
  const config = await readIfExists(path.join(supabaseDir, 'config.toml'))
  return { migrations, seed, schemas: pkg === 'auth' ? ['public'] : apiSchemas(config) }
}

// auth-js's config.toml, in Supabase Local's terms.
export async function authFixture(
  packageDir: string,
): Promise<Pick<SupabaseLocalOptions, 'auth' | 'signingKeys'>> {
  // Upstream's test:generate-keys step: the suite signs its API keys with this RSA key.
  const keysFile = path.join(packageDir, 'test', 'supabase', 'signing_keys.json')
  if (!existsSync(keysFile)) {
    execFileSync(process.execPath, [path.join(packageDir, 'test', 'generate-signing-keys.js')], {
      stdio: 'ignore',
    })
  }
  const signingKeys = JSON.parse(await readFile(keysFile, 'utf8')) as SigningKey[]
  return {
    signingKeys,
    auth: {
      siteUrl: 'http://127.0.0.1:3000',
      additionalRedirectUrls: ['https://127.0.0.1:3000', 'http://localhost:5173'],
      jwtExpiry: 3600,
      autoConfirm: true,
      secureEmailChange: true,
      anonymousSignIns: true,
      refreshReuseInterval: 10,
      passwordMinLength: 6,
      passwordRequiredCharacters: [],
      otpLength: 6,
      otpExpiry: 3600,
      rateLimits: { emailFrequencySeconds: 1 },
      securePasswordChange: false,
      manualLinking: false,
      oauthServer: true,
      // [auth.mfa.*]: all enabled there. Phone factors enroll but their SMS challenge has no
      // provider here.
      mfa: {
        maxEnrolledFactors: 10,
        totp: { enroll: true, verify: true },
        phone: { enroll: true, verify: true },
        webauthn: { enroll: true, verify: true },
      },
      // [auth.sms] with [auth.sms.test_otp]; [auth.sms.twilio] is not enabled, so only the test
      // number can receive codes.
      sms: {
        enableSignup: true,
        enableConfirmations: false,
        template: 'Your code is {{ .Code }}',
        maxFrequencySeconds: 1,
        testOtp: { '1234567890': '123456' },
        provider: null,
      },
      // [auth.passkey] and [auth.webauthn]: the relying party of the suite's software
      // authenticator.
      passkey: { enabled: true },
      webauthn: {
        rpDisplayName: 'auth-js tests',
        rpId: 'localhost',
        rpOrigins: ['http://localhost:5173'],
      },
    },
  }
}

// Configuration of the local GoTrue, named after the Supabase CLI's [auth] settings.
export type RateLimit = { max: number; windowSeconds: number }

export type AuthRateLimits = {
  // Per client IP: /signup, password and PKCE grants, /otp, /recover, /resend.
  signInSignUps: RateLimit
  // Per client IP: refresh_token grants.
  tokenRefresh: RateLimit
  // Per client IP: /verify.
  verify: RateLimit
  // Per client IP: POST /passkeys/authentication/options (GoTrue's RateLimitPasskey).
  passkey: RateLimit
  // Emails sent by this instance in the window (hosted Supabase counts project-wide).
  emailSent: RateLimit
  // [auth.rate_limit] sms_sent: codes sent through the SMS provider (test numbers and
  // autoconfirm projects are not counted, as in GoTrue).
  smsSent: RateLimit
  // Per address and kind of mail: GoTrue's SMTP max_frequency ("you can only request this after").
  emailFrequencySeconds: number
}

export type MfaMethod = { enroll: boolean; verify: boolean }

// [auth.mfa]: GoTrue's defaults are TOTP on, phone and WebAuthn off.
export type MfaOptions = {
  maxEnrolledFactors: number
  maxVerifiedFactors: number
  challengeExpirySeconds: number
  // Unverified factors never challenged are removed after this long.
  factorExpirySeconds: number
  totp: MfaMethod
  // Phone factors: each challenge sends a code through the SMS provider ([auth.sms], whose
  // stand-in is the outbox); none configured answers as GoTrue does without one.
  phone: MfaMethod & { otpLength: number; maxFrequencySeconds: number; template: string }
  // WebAuthn factors: challenged and verified with the relying party of `webauthn` below.
  webauthn: MfaMethod
}

// [auth.webauthn]: the relying party passkeys (and WebAuthn factors) are bound to.
export type WebAuthnOptions = {
  rpId: string
  rpDisplayName: string
  // Origins the browser may report in clientDataJSON.
  rpOrigins: string[]
  challengeExpirySeconds: number
}

// [auth.passkey]: passkey sign-in and management under /passkeys, off as in GoTrue.
export type PasskeyOptions = {
  enabled: boolean
  maxPerUser: number
}

// The SMS providers config.toml has a section for ([auth.sms.twilio] enabled = true ...).
export type SmsProvider = 'twilio' | 'twilio_verify' | 'messagebird' | 'textlocal' | 'vonage'

// [auth.sms], named as config.toml names it. GoTrue's EXTERNAL_PHONE_ENABLED is `enableSignup`
// and its SMS_AUTOCONFIRM is `!enableConfirmations`, as the Supabase CLI maps them.
export type SmsOptions = {
  enableSignup: boolean
  enableConfirmations: boolean
  // Go template text; `{{ .Code }}` is the code.
  template: string
  maxFrequencySeconds: number
  // [auth.sms.test_otp]: E.164 numbers (a leading + and spaces are ignored) to fixed codes; such
  // numbers get no SMS and their code always verifies, as in GoTrue.
  testOtp: Record<string, string>
  // The enabled provider section, null for none (then only test numbers can receive codes).
  // Supabase Local never calls the provider: its messages land in the outbox as kind `auth.sms`.
  provider: SmsProvider | null
  otpLength: number
  // GoTrue's SMS_OTP_EXP (the CLI leaves GoTrue's default of 60 s).
  otpExpirySeconds: number
}

export type AuthOptions = {
  // Where emails link to when redirect_to is absent or not allowed (GoTrue's SITE_URL).
  siteUrl: string
  // Glob patterns (GoTrue's URI allow list): `*` stops at `/` and `.`, `**` matches anything.
  additionalRedirectUrls: string[]
  // Public URL of the API (issuer and links); by default the Host the request came in on.
  externalUrl?: string
  jwtExpiry: number
  autoConfirm: boolean
  // Email change needs confirmation from both the old and the new address (hosted default).
  secureEmailChange: boolean
  disableSignup: boolean
  // Hosted's "Secure password change": a password change from a session over a day old needs the
  // code GET /reauthenticate mails (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION).
  securePasswordChange: boolean
  // Hosted's "Allow manual linking" (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED), off by default.
  manualLinking: boolean
  // [auth.oauth_server] enabled: the admin API of its client registry answers (off by default).
  oauthServer: boolean
  anonymousSignIns: boolean
  rateLimits: AuthRateLimits
  // Hosted's "IP address forwarding" (GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED): requests made
  // with the secret key may name the client's address in Sb-Forwarded-For. Off, as on hosted.
  ipAddressForwarding: boolean
  refreshReuseInterval: number
  otpExpiry: number
  otpLength: number
  flowStateExpiry: number
  bcryptCost: number
  passwordMinLength: number
  // Each string is a set of which the password must contain at least one character.
  passwordRequiredCharacters: string[]
  mailFrom: string
  mfa: MfaOptions
  webauthn: WebAuthnOptions
  passkey: PasskeyOptions
  sms: SmsOptions
}

export type AuthOptionsInput = Partial<
  Omit<AuthOptions, 'rateLimits' | 'mfa' | 'webauthn' | 'passkey' | 'sms'>
> & {
  sms?: Partial<SmsOptions>
  rateLimits?: Partial<AuthRateLimits>
  mfa?: Partial<Omit<MfaOptions, 'phone'>> & { phone?: Partial<MfaOptions['phone']> }
  webauthn?: Partial<WebAuthnOptions>
  passkey?: Partial<PasskeyOptions>
}

export const defaultMfa: MfaOptions = {
  maxEnrolledFactors: 10,
  maxVerifiedFactors: 10,
  challengeExpirySeconds: 300,
  factorExpirySeconds: 300,
  totp: { enroll: true, verify: true },
  // [auth.mfa.phone] as the Supabase CLI writes it.
  phone: {
    enroll: false,
    verify: false,
    otpLength: 6,
    maxFrequencySeconds: 5,
    template: 'Your code is {{ .Code }}',
  },
  webauthn: { enroll: false, verify: false },
}

const lettersAndDigits = ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789']

// Generous in development; tests pass low limits to see the 429s.
export const defaultRateLimits: AuthRateLimits = {
  signInSignUps: { max: 1000, windowSeconds: 300 },
  tokenRefresh: { max: 5000, windowSeconds: 300 },
  verify: { max: 1000, windowSeconds: 300 },
  passkey: { max: 1000, windowSeconds: 300 },
  emailSent: { max: 1000, windowSeconds: 3600 },
  smsSent: { max: 1000, windowSeconds: 3600 },
  emailFrequencySeconds: 1,
}

// The Supabase CLI's defaults for [auth.sms]; this project keeps phone sign-up off.
export const defaultSms: SmsOptions = {
  enableSignup: false,
  enableConfirmations: false,
  template: 'Your code is {{ .Code }}',
  maxFrequencySeconds: 5,
  testOtp: {},
  provider: null,
  otpLength: 6,
  otpExpirySeconds: 60,
}

// GoTrue keys the test map by the number without + or spaces.
function normaliseTestOtp(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map).map(([phone, code]) => [
      phone.replace(/^\+/, '').replaceAll(' ', ''),
      code,
    ]),
  )
}

// GoTrue refuses to start with a WebAuthn ceremony on and the relying party left unset.
function checkWebAuthn(needed: boolean, webauthn: WebAuthnOptions): void {
  if (!needed) return
  const missing = (field: string) =>
    new Error(`auth.webauthn.${field} is required when passkeys or WebAuthn MFA are verified`)
  if (webauthn.rpId === '') throw missing('rpId')
  if (webauthn.rpDisplayName === '') throw missing('rpDisplayName')
  if (webauthn.rpOrigins.length === 0) throw missing('rpOrigins')
}

export function resolveAuthOptions(input: AuthOptionsInput = {}): AuthOptions {
  const { rateLimits, mfa, webauthn, passkey, sms, ...rest } = input
  const resolvedWebAuthn: WebAuthnOptions = {
    rpId: '',
    rpDisplayName: '',
    rpOrigins: [],
    challengeExpirySeconds: 300,
    ...webauthn,
  }
  const resolvedPasskey: PasskeyOptions = { enabled: false, maxPerUser: 10, ...passkey }
  const resolvedMfa: MfaOptions = {
    ...defaultMfa,
    ...mfa,
    phone: { ...defaultMfa.phone, ...mfa?.phone },
  }
  checkWebAuthn(resolvedPasskey.enabled || resolvedMfa.webauthn.verify, resolvedWebAuthn)
  return {
    siteUrl: 'http://localhost:3000',
    additionalRedirectUrls: [
      'http://127.0.0.1:*',
      'http://127.0.0.1:*/**',
      'http://localhost:*',
      'http://localhost:*/**',
    ],
    jwtExpiry: 3600,
    autoConfirm: false,
    secureEmailChange: true,
    disableSignup: false,
    securePasswordChange: false,
    manualLinking: false,
    oauthServer: false,
    anonymousSignIns: false,
    ipAddressForwarding: false,
    refreshReuseInterval: 10,
    otpExpiry: 3600,
    otpLength: 6,
    flowStateExpiry: 300,
    bcryptCost: 10,
    passwordMinLength: 8,
    passwordRequiredCharacters: lettersAndDigits,
    mailFrom: 'Supabase Auth <noreply@mail.app.supabase.io>',
    ...rest,
    rateLimits: { ...defaultRateLimits, ...rateLimits },
    mfa: resolvedMfa,
    webauthn: resolvedWebAuthn,
    passkey: resolvedPasskey,
    sms: { ...defaultSms, ...sms, testOtp: normaliseTestOtp(sms?.testOtp ?? {}) },
  }
}

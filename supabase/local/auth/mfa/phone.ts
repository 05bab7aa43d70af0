import type { AuthDeps } from '../context.ts'
import { AuthError, tooManyRequests, unprocessable } from '../errors.ts'
import { generateOtp, sameCode } from '../otp.ts'
import { text } from '../params.ts'
import { checkChannel, renderSmsTemplate, type PendingSms } from '../sms.ts'
import type { FactorRow } from './factors.ts'

/**
 * GoTrue's challengePhoneFactor before the challenge is stored: the channel, the spacing between
 * codes for one factor, then a fresh code (kept on the challenge) and its message for the SMS
 * provider (delivered once the challenge is stored).
 */
export function phoneChallengeSms(
  deps: AuthDeps,
  factor: FactorRow,
  params: Record<string, unknown>,
): { code: string; message: PendingSms } {
  const channel = checkChannel(deps.options, text(params, 'channel'))
  const { phone } = deps.options.mfa
  if (factor.last_challenged_at !== null) {
    const left = new Date(factor.last_challenged_at).getTime() + phone.maxFrequencySeconds * 1000
    if (left >= Date.now()) {
      throw tooManyRequests(
        'over_sms_send_rate_limit',
        `For security purposes, you can only request this after ${Math.trunc((left - Date.now()) / 1000)} seconds.`,
      )
    }
  }
  const code = generateOtp(phone.otpLength)
  if (deps.options.sms.provider === null) {
    throw new AuthError(500, 'unexpected_failure', 'Failed to get SMS provider')
  }
  const body = renderSmsTemplate(phone.template, code)
  return { code, message: { to: `+${factor.phone ?? ''}`, channel, body } }
}

// GoTrue's verifyPhoneFactor: the code texted for this challenge, compared in constant time.
export function assertPhoneCode(challengeCode: string | null, code: string): void {
  if (!sameCode(challengeCode ?? '', code)) {
    throw unprocessable('mfa_verification_failed', 'Invalid MFA Phone code entered')
  }
}

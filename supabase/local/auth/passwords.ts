import type { Db } from './db.ts'
import { AuthError, badRequest } from './errors.ts'
import type { AuthOptions } from './options.ts'

export type WeakPassword = { message: string; reasons: string[] }

// GoTrue's checkPasswordStrength: every failed rule adds a reason and a sentence.
export function passwordWeakness(password: string, options: AuthOptions): WeakPassword | null {
  const reasons: string[] = []
  const messages: string[] = []
  if ([...password].length < options.passwordMinLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${options.passwordMinLength} characters.`)
  }
  const sets = options.passwordRequiredCharacters
  if (sets.some((set) => set !== '' && ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null
}

export function assertStrongPassword(password: string, options: AuthOptions): void {
  const weak = passwordWeakness(password, options)
  if (weak) {
    throw new AuthError(422, 'weak_password', weak.message, {
      weak_password: { reasons: weak.reasons },
    })
  }
  // bcrypt only reads 72 bytes; GoTrue refuses longer passwords rather than truncating them.
  if (Buffer.byteLength(password) > 72) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters')
  }
}

// bcrypt through pgcrypto, as Supabase seeds do: `$2a$` hashes GoTrue itself can verify.
export async function hashPassword(db: Db, password: string, cost: number): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(
    'select extensions.crypt($1, extensions.gen_salt($2, $3)) as hash',
    [password, 'bf', cost],
  )
  return (rows[0] as { hash: string }).hash
}

export async function verifyPassword(db: Db, password: string, hash: string | null) {
  if (!hash?.startsWith('$2')) return false
  // Never call this inside a transaction: a malformed stored hash makes crypt() raise.
  const result = await db
    .query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, hash])
    .catch(() => null)
  return result?.rows[0]?.ok === true
}

import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Db } from './db.ts'
import { badRequest, notFound, unprocessable } from './errors.ts'
import { text, type Params } from './params.ts'

export type Challenge = { challenge: string; method: 's256' | 'plain' } | null

// GoTrue's validatePKCEParams: both or neither, 43-128 unreserved characters.
export function readChallenge(params: Params): Challenge {
  const challenge = text(params, 'code_challenge')
  const method = text(params, 'code_challenge_method')
  if ((challenge === '') !== (method === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  }
  if (challenge === '') return null
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  const normalized = method.toLowerCase()
  if (normalized !== 's256' && normalized !== 'plain') {
    throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`)
  }
  return { challenge, method: normalized }
}

// Names GoTrue stores in flow_state.authentication_method (and puts in `amr` after exchange).
export function authenticationMethod(verifyType: string): string {
  if (verifyType === 'signup') return 'email/signup'
  return verifyType
}

export async function createFlowState(
  db: Db,
  flow: {
    challenge: NonNullable<Challenge>
    provider: string
    method: string
    userId: string | null
  },
): Promise<string> {
  const id = randomUUID()
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [
      id,
      flow.userId,
      randomUUID(),
      flow.challenge.method,
      flow.challenge.challenge,
      flow.provider,
      flow.method,
    ],
  )
  return id
}

// GoTrue's issueAuthCode: the user's latest flow of that method hands out its code.
export async function issueAuthCode(db: Db, userId: string, method: string): Promise<string> {
  const { rows } = await db.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  )
  const flow = rows[0]
  if (!flow) {
    throw badRequest('flow_state_not_found', 'No associated flow state found. flow state not found')
  }
  await db.query(
    'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
    [flow.id],
  )
  return flow.auth_code
}

type FlowRow = {
  id: string
  user_id: string | null
  code_challenge: string
  code_challenge_method: string
  provider_type: string
  authentication_method: string
  age_seconds: number
  provider_access_token: string | null
  provider_refresh_token: string | null
}

// Finds the flow behind an auth code and checks the verifier (POST /token?grant_type=pkce).
export async function redeemAuthCode(
  db: Db,
  authCode: string,
  verifier: string,
  expirySeconds: number,
): Promise<FlowRow & { user_id: string }> {
  const { rows } = await db.query<FlowRow>(
    `select *, extract(epoch from now() - created_at)::float8 as age_seconds
     from auth.flow_state where auth_code = $1`,
    [authCode],
  )
  const flow = rows[0]
  if (!flow || !flow.user_id) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  }
  if (flow.age_seconds > expirySeconds) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const expected =
    flow.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url')
  const a = Buffer.from(expected)
  const b = Buffer.from(flow.code_challenge)
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    )
  }
  return flow as FlowRow & { user_id: string }
}

export async function deleteFlowState(db: Db, id: string): Promise<void> {
  await db.query('delete from auth.flow_state where id = $1', [id])
}

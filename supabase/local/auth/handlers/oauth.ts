import { signJwt, verifyJwt } from '../../jwt.ts'
import { renderConsentPage } from '../consent-page.ts'
import {
  html,
  json,
  redirect,
  type AuthDeps,
  type AuthRequest,
  type AuthResponse,
} from '../context.ts'
import { transaction } from '../db.ts'
import { AuthError, badRequest, forbidden } from '../errors.ts'
import { linkExternalIdentity, upsertExternalUser } from '../external-user.ts'
import { text, validateEmail, type Params } from '../params.ts'
import { createFlowState, readChallenge } from '../pkce.ts'
import { referrer, withFragment, withQuery } from '../redirect.ts'
import { issueSession } from '../sessions.ts'
import { isBanned } from '../users.ts'
import { errorRedirect } from './verify.ts'

type OAuthState = {
  provider: string
  referrer: string
  flow_state_id: string | null
  login_hint: string
  // Set by GET /user/identities/authorize: the provider identity is linked to this user.
  linking_target_id: string | null
}

const providers = ['google']

// GET /authorize?provider=google: GoTrue would 302 to Google with a signed `state`; no machine here
// reaches Google, so the same state goes to the local consent page instead.
export function authorize(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  return startAuthorization(deps, request, null)
}

// GoTrue's GetExternalProviderRedirectURL, for sign-in and for manual linking alike.
export async function startAuthorization(
  deps: AuthDeps,
  request: AuthRequest,
  linkingTargetId: string | null,
): Promise<AuthResponse> {
  const { query } = request
  const provider = query.get('provider') ?? ''
  if (!providers.includes(provider)) {
    throw badRequest(
      'validation_failed',
      `Unsupported provider: provider ${provider} could not be found`,
    )
  }
  const target = referrer(query.get('redirect_to'), request.req.headers.referer, deps.options)
  const challenge = readChallenge(Object.fromEntries(query))
  const flowStateId = challenge
    ? await createFlowState(deps.pg, { challenge, provider, method: 'oauth', userId: null })
    : null
  const now = Math.floor(Date.now() / 1000)
  const state = signJwt(
    {
      exp: now + 600,
      iat: now,
      site_url: deps.options.siteUrl,
      provider,
      referrer: target,
      flow_state_id: flowStateId,
      login_hint: query.get('login_hint') ?? '',
      linking_target_id: linkingTargetId,
    },
    deps.keys.jwtSecret,
  )
  const url = `${request.baseUrl}/local-oauth/${provider}?state=${encodeURIComponent(state)}`
  if (query.get('skip_http_redirect') === 'true') return json({ url })
  return redirect(url, 302)
}

function readState(deps: AuthDeps, state: string): OAuthState {
  const result = verifyJwt(state, deps.keys.jwtSecret)
  if (!result.ok || typeof result.claims.referrer !== 'string') {
    throw badRequest('bad_oauth_state', 'OAuth callback with invalid state')
  }
  const claims = result.claims
  return {
    provider: String(claims.provider ?? ''),
    referrer: claims.referrer as string,
    flow_state_id: typeof claims.flow_state_id === 'string' ? claims.flow_state_id : null,
    login_hint: typeof claims.login_hint === 'string' ? claims.login_hint : '',
    linking_target_id:
      typeof claims.linking_target_id === 'string' ? claims.linking_target_id : null,
  }
}

// GET /local-oauth/google: the stand-in account chooser.
export async function consentPage(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const state = request.query.get('state') ?? ''
  const claims = readState(deps, state)
  const email = claims.login_hint || 'google.user@example.com'
  return html(
    renderConsentPage({
      action: `${request.baseUrl}/callback`,
      state,
      email,
      name: email.split('@')[0]?.replace(/[._-]+/g, ' ') ?? '',
      siteUrl: deps.options.siteUrl,
    }),
  )
}

// GET|POST /callback: what the provider sends back. Creates or links the user, then returns to
// the app with ?code= (PKCE) or tokens in the fragment (implicit), as GoTrue's callback does.
export async function callback(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const params: Params =
    request.method === 'POST' ? await request.body() : Object.fromEntries(request.query)
  const state = readState(deps, text(params, 'state'))
  const pkce = state.flow_state_id !== null
  if (text(params, 'action') === 'deny' || text(params, 'error') !== '') {
    const description = text(params, 'error_description') || 'The user denied access'
    return redirect(errorRedirect(state.referrer, forbidden('access_denied', description), pkce))
  }
  let email: string
  try {
    email = validateEmail(text(params, 'email'))
  } catch (error) {
    if (!(error instanceof AuthError) || request.method !== 'POST') throw error
    const page = renderConsentPage({
      action: `${request.baseUrl}/callback`,
      state: text(params, 'state'),
      email: text(params, 'email'),
      name: text(params, 'name'),
      siteUrl: deps.options.siteUrl,
      error: 'Enter a valid email address.',
    })
    return html(page, 400)
  }
  const meta = { ip: request.ip, userAgent: request.userAgent }
  try {
    const location = await transaction(deps.pg, async (tx) => {
      const profile = { provider: state.provider, email, name: text(params, 'name') }
      const user = state.linking_target_id
        ? await linkExternalIdentity(tx, state.linking_target_id, profile)
        : await upsertExternalUser(tx, profile)
      if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
      if (state.flow_state_id) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now()
           where id = $1 returning auth_code`,
          [state.flow_state_id, user.id],
        )
        if (!rows[0]) throw badRequest('flow_state_not_found', 'Flow state not found')
        return withQuery(state.referrer, { code: rows[0].auth_code })
      }
      const session = await issueSession(deps, tx, user.id, 'oauth', meta, request.baseUrl)
      return withFragment(state.referrer, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
      })
    })
    return redirect(location, 302)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return redirect(errorRedirect(state.referrer, error, pkce))
  }
}

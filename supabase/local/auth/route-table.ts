import type { Handler } from './context.ts'
import { AuthError } from './errors.ts'
import { deleteUser, getAdminUser, listUsers } from './handlers/admin-users.ts'
import { createUser, updateUserAsAdmin } from './handlers/admin-write.ts'
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './handlers/admin-factors.ts'
import { generateLink, invite } from './handlers/admin-links.ts'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './handlers/factors.ts'
import { deleteIdentity, linkIdentity } from './handlers/identities.ts'
import { adminDeletePasskey, adminListPasskeys } from './handlers/admin-passkeys.ts'
import {
  deleteClient,
  getClient,
  listClients,
  regenerateSecret,
  registerClient,
  updateClient,
} from './handlers/oauth-clients.ts'
import {
  passkeyAuthenticationOptions,
  passkeyAuthenticationVerify,
  passkeyDelete,
  passkeyList,
  passkeyRegistrationOptions,
  passkeyRegistrationVerify,
  passkeyUpdate,
} from './handlers/passkeys.ts'
import { reauthenticate } from './handlers/reauthenticate.ts'
import { samlDisabled } from './handlers/sso.ts'
import { logout } from './handlers/logout.ts'
import { authorize, callback, consentPage } from './handlers/oauth.ts'
import { otp } from './handlers/otp.ts'
import { recover, resend } from './handlers/recover.ts'
import { health, jwks, settings } from './handlers/settings.ts'
import { signup } from './handlers/signup.ts'
import { token } from './handlers/token.ts'
import { getUser, updateUser } from './handlers/user.ts'
import { verifyGet, verifyPost } from './handlers/verify.ts'

type Methods = Partial<Record<string, Handler>>

const exact: Record<string, Methods> = {
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/user': { GET: getUser, PUT: updateUser },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/otp': { POST: otp },
  '/magiclink': { POST: otp },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/authorize': { GET: authorize },
  '/callback': { GET: callback, POST: callback },
  '/local-oauth/google': { GET: consentPage },
  '/admin/users': { GET: listUsers, POST: createUser },
  '/admin/generate_link': { POST: generateLink },
  '/invite': { POST: invite },
  '/reauthenticate': { GET: reauthenticate },
  '/factors': { POST: enrollFactor },
  '/user/identities/authorize': { GET: linkIdentity },
  '/admin/oauth/clients': { GET: listClients, POST: registerClient },
  '/passkeys': { GET: passkeyList },
  '/passkeys/registration/options': { POST: passkeyRegistrationOptions },
  '/passkeys/registration/verify': { POST: passkeyRegistrationVerify },
  '/passkeys/authentication/options': { POST: passkeyAuthenticationOptions },
  '/passkeys/authentication/verify': { POST: passkeyAuthenticationVerify },
  '/sso': { POST: samlDisabled },
  '/sso/saml/metadata': { GET: samlDisabled },
  '/sso/saml/acs': { POST: samlDisabled },
}

// Paths with ids in them, tried in order.
const patterns: [RegExp, Methods][] = [
  [/^\/admin\/users\/[^/]+$/, { GET: getAdminUser, PUT: updateUserAsAdmin, DELETE: deleteUser }],
  [/^\/admin\/users\/[^/]+\/factors$/, { GET: adminListFactors }],
  [
    /^\/admin\/users\/[^/]+\/factors\/[^/]+$/,
    { DELETE: adminDeleteFactor, PUT: adminUpdateFactor },
  ],
  [/^\/admin\/users\/[^/]+\/passkeys$/, { GET: adminListPasskeys }],
  [/^\/admin\/users\/[^/]+\/passkeys\/[^/]+$/, { DELETE: adminDeletePasskey }],
  [/^\/factors\/[^/]+$/, { DELETE: unenrollFactor }],
  [/^\/factors\/[^/]+\/challenge$/, { POST: challengeFactor }],
  [/^\/factors\/[^/]+\/verify$/, { POST: verifyFactor }],
  [/^\/user\/identities\/[^/]+$/, { DELETE: deleteIdentity }],
  [/^\/passkeys\/[^/]+$/, { PATCH: passkeyUpdate, DELETE: passkeyDelete }],
  [/^\/admin\/oauth\/clients\/[^/]+$/, { GET: getClient, PUT: updateClient, DELETE: deleteClient }],
  [/^\/admin\/oauth\/clients\/[^/]+\/regenerate_secret$/, { POST: regenerateSecret }],
]

// The handler for a method and path, null for an unknown path; a known path with another
// method is answered 405 like GoTrue's router.
export function routeTable(method: string, path: string): Handler | null {
  const methods = exact[path] ?? patterns.find(([pattern]) => pattern.test(path))?.[1] ?? null
  if (!methods) return null
  const handler = methods[method === 'HEAD' ? 'GET' : method]
  if (!handler) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed')
  return handler
}

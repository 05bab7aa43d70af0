import type { IncomingMessage } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import type { LocalKeys } from '../keys.ts'
import type { Outbox } from '../mail/outbox.ts'
import type { AuthOptions } from './options.ts'
import type { RateLimiter } from './rate-limit.ts'

export type AuthDeps = {
  pg: PGlite
  keys: LocalKeys
  options: AuthOptions
  limiter: RateLimiter
  outbox: Outbox
}

export type AuthRequest = {
  req: IncomingMessage
  method: string
  path: string
  query: URLSearchParams
  // The effective bearer the gateway resolved (user token, or the JWT behind the apikey).
  bearer: string | null
  ip: string
  userAgent: string | null
  // `<external url>/auth/v1`: the JWT issuer and the base of every emailed link.
  baseUrl: string
  body: () => Promise<Record<string, unknown>>
}

export type AuthResponse =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'redirect'; status: 302 | 303; location: string }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'empty'; status: 204 }

export type Handler = (deps: AuthDeps, request: AuthRequest) => Promise<AuthResponse>

export const json = (
  body: unknown,
  status = 200,
  headers?: Record<string, string>,
): AuthResponse =>
  headers ? { kind: 'json', status, body, headers } : { kind: 'json', status, body }

export const redirect = (location: string, status: 302 | 303 = 302): AuthResponse => ({
  kind: 'redirect',
  status,
  location,
})

export const html = (markup: string, status = 200): AuthResponse => ({
  kind: 'html',
  status,
  html: markup,
})

export const noContent = (): AuthResponse => ({ kind: 'empty', status: 204 })

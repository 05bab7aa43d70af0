import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'

const h = suiteHarness(startAuthHarness)

const send = (body: unknown, headers: Record<string, string>) =>
  fetch(`${h.url}/mail/api/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('mail outbox', () => {
  test('the app sends with the service key; anon is refused', async () => {
    const to = uniqueEmail('lead')
    const message = {
      to,
      subject: 'Your study guide',
      html: '<p>Download <a href="http://localhost:3000/resources/guide?x=1&amp;y=2">the guide</a></p>',
      text: 'Download the guide',
    }
    const refused = await send(message, { apikey: h.local.anonKey })
    expect(refused.status).toBe(403)
    const missing = await send(message, {})
    expect(missing.status).toBe(401)
    const sent = await send(message, { apikey: h.local.keys.secretKey })
    expect(sent.status).toBe(200)
    const stored = (await sent.json()) as { id: number; links: string[]; kind: string }
    expect(stored.links).toEqual(['http://localhost:3000/resources/guide?x=1&y=2'])
    expect(stored.kind).toBe('app')
    const invalid = await send({ to: 'nobody', subject: '' }, { apikey: h.local.serviceRoleKey })
    expect(invalid.status).toBe(400)

    const [latest] = await h.mail.list(to)
    expect(latest).toMatchObject({ id: stored.id, subject: 'Your study guide', to: [to] })
  })

  test('HTML list newest first and a message page with clickable links, no key needed', async () => {
    const to = uniqueEmail('pages')
    await h.client().auth.signUp({ email: to, password: 'Passw0rdOK' })
    await h.client().auth.resend({ type: 'signup', email: to })
    const list = await fetch(`${h.url}/mail?to=${encodeURIComponent(to)}`, {
      headers: { apikey: 'not-a-key' },
    })
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Mail outbox</h1>')
    const ids = [...html.matchAll(/href="\/mail\/(\d+)"/g)].map((match) => Number(match[1]))
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBeGreaterThan(ids[1] as number)
    const page = await (await fetch(`${h.url}/mail/${ids[0]}`)).text()
    expect(page).toContain('Confirm Your Signup')
    expect(page).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]+&amp;type=signup/,
    )
    expect(page).toContain('sandbox=')
    expect((await fetch(`${h.url}/mail/999999`)).status).toBe(404)
  })

  test('JSON listing by recipient and DELETE to clear', async () => {
    const to = uniqueEmail('clear')
    await send(
      { to: `Someone <${to}>`, subject: 'One', text: 'hello' },
      { apikey: h.local.serviceRoleKey },
    )
    expect(await h.mail.list(to.toUpperCase())).toHaveLength(1)
    const one = await fetch(`${h.url}/mail/api/messages?to=${encodeURIComponent(to)}`, {
      method: 'DELETE',
    })
    expect(await one.json()).toEqual({ deleted: 1 })
    expect(await h.mail.list(to)).toHaveLength(0)
    await h.mail.clear()
    expect(await h.mail.list()).toHaveLength(0)
  })
})

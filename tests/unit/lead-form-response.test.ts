import { describe, expect, it, vi } from 'vitest'

import {
  FAILURE_MESSAGE,
  leadOutcome,
  SUCCESS_MESSAGE,
} from '@/components/home/study-guide/submit-lead'
import { CAPTCHA_FAILED, CAPTCHA_MISSING, checkCaptcha } from '@/lib/http/turnstile'

describe('leadOutcome (the form reading the lead-capture answer)', () => {
  it('succeeds only on a success flag', () => {
    expect(leadOutcome({ success: true })).toEqual({ ok: true })
  })

  it.each([
    [
      { success: false, error: 'Please enter a valid email address.' },
      'Please enter a valid email address.',
    ],
    [{ error: 'Too many requests.' }, 'Too many requests.'],
    [{ success: false }, FAILURE_MESSAGE],
    [{ success: false, error: '  ' }, FAILURE_MESSAGE],
    [{ success: false, error: { message: 'x' } }, FAILURE_MESSAGE],
    [null, FAILURE_MESSAGE],
    ['<html>', FAILURE_MESSAGE],
  ])('shows the error from %j', (data, error) => {
    expect(leadOutcome(data)).toEqual({ ok: false, error })
  })

  it('uses the spec wording', () => {
    expect(SUCCESS_MESSAGE).toBe('Success! Check your email for the Study Success Guide PDF')
    expect(FAILURE_MESSAGE).toBe('Failed to send study guide')
  })
})

describe('checkCaptcha (Cloudflare Turnstile)', () => {
  it('is skipped without a secret, even for an empty token', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    expect(await checkCaptcha({ secret: undefined, token: '', fetchImpl })).toEqual({ ok: true })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('refuses an empty token without asking Cloudflare when a secret is set', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    expect(await checkCaptcha({ secret: 's', token: '', fetchImpl })).toEqual({
      ok: false,
      error: CAPTCHA_MISSING,
    })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('posts secret, response and remoteip to siteverify and follows its answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ success: true }))
    expect(
      await checkCaptcha({ secret: 's3cret', token: 'tok', remoteIp: '203.0.113.9', fetchImpl }),
    ).toEqual({ ok: true })
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(init?.method).toBe('POST')
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '203.0.113.9',
    })

    fetchImpl.mockImplementation(async () => Response.json({ success: false }))
    expect(await checkCaptcha({ secret: 's3cret', token: 'bad', fetchImpl })).toEqual({
      ok: false,
      error: CAPTCHA_FAILED,
    })
  })

  it('sends no remoteip when the address is unknown', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ success: true }))
    await checkCaptcha({ secret: 's3cret', token: 'tok', fetchImpl })
    const [, init] = fetchImpl.mock.calls[0]!
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      secret: 's3cret',
      response: 'tok',
    })
  })

  it('words both errors as the form shows them', () => {
    expect(CAPTCHA_MISSING).toBe('Please complete the verification')
    expect(CAPTCHA_FAILED).toBe('The verification failed. Please try again.')
  })

  it('fails closed when Cloudflare cannot be reached, and logs why', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const offline = new Error('offline')
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw offline
    })
    expect(await checkCaptcha({ secret: 's', token: 'tok', fetchImpl })).toEqual({
      ok: false,
      error: CAPTCHA_FAILED,
    })
    expect(consoleError).toHaveBeenCalledWith('Turnstile verification failed', offline)
    consoleError.mockRestore()
  })
})

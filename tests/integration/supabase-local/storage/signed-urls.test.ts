import { beforeAll, describe, expect, test } from 'vitest'
import { signJwt } from '@/supabase/local/jwt.ts'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pdfBytes, pngBytes, startStorageHarness, users } from './harness.ts'

const h = suiteHarness(startStorageHarness)
beforeAll(async () => {
  const admin = h.client('admin').storage
  await admin.from('lead-magnets').upload('guides/study.pdf', pdfBytes(100), {
    contentType: 'application/pdf',
  })
  await admin.from('media').upload('images/hero.png', pngBytes(200), { contentType: 'image/png' })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('signed URLs', () => {
  test('open a private object with no credentials at all, with ?download', async () => {
    const files = h.client('admin').storage.from('lead-magnets')
    const { data, error } = await files.createSignedUrl('guides/study.pdf', 60)
    expect(error).toBeNull()
    expect(data?.signedUrl).toMatch(
      new RegExp(
        `^${h.storageUrl}/object/sign/lead-magnets/guides/study\\.pdf\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    )
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    // The token's expiry, 60 s from signing, as an HTTP date (whole seconds).
    const expires = Date.parse(response.headers.get('expires') ?? '') - Date.now()
    expect(expires).toBeGreaterThan(55_000)
    expect(expires).toBeLessThanOrEqual(60_000)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes(100))
    const named = await files.createSignedUrl('guides/study.pdf', 60, { download: 'guide.pdf' })
    const attachment = await fetch(named.data!.signedUrl)
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=guide.pdf; filename*=UTF-8''guide.pdf;",
    )
  })

  test('expire after expiresIn seconds', async () => {
    const { data } = await h
      .client('admin')
      .storage.from('lead-magnets')
      .createSignedUrl('guides/study.pdf', 3)
    expect((await fetch(data!.signedUrl)).status).toBe(200)
    const token = new URL(data!.signedUrl).searchParams.get('token')!
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      iat: number
      exp: number
    }
    expect(exp - iat).toBe(3)
    await sleep(exp * 1000 - Date.now() + 50)
    const expired = await fetch(data!.signedUrl)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    })
  })

  test('a token only opens the object it was signed for', async () => {
    const { data } = await h
      .client('admin')
      .storage.from('lead-magnets')
      .createSignedUrl('guides/study.pdf', 60)
    const token = new URL(data!.signedUrl).searchParams.get('token')
    const other = await fetch(`${h.storageUrl}/object/sign/media/images/hero.png?token=${token}`)
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    const forged = signJwt(
      { url: 'lead-magnets/guides/study.pdf', scope: 'download' },
      'wrong-secret',
    )
    const badSignature = await fetch(
      `${h.storageUrl}/object/sign/lead-magnets/guides/study.pdf?token=${forged}`,
    )
    expect(await badSignature.json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'invalid signature',
    })
  })

  test('signing needs SELECT on the object; batches report the hidden ones', async () => {
    const files = h.client('alice').storage.from('lead-magnets')
    const single = await files.createSignedUrl('guides/study.pdf', 60)
    expect(single.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
    const batch = await h
      .client('admin')
      .storage.from('lead-magnets')
      .createSignedUrls(['guides/study.pdf', 'guides/missing.pdf'], 60, { download: true })
    expect(batch.data?.[0]).toMatchObject({ path: 'guides/study.pdf', error: null })
    expect(batch.data?.[0]?.signedUrl).toContain('&download=')
    expect(batch.data?.[1]).toEqual({
      path: 'guides/missing.pdf',
      error: 'Either the object does not exist or you do not have access to it',
      signedURL: null,
      signedUrl: null,
    })
    const hidden = await files.createSignedUrls(['guides/study.pdf'], 60)
    expect(hidden.data?.[0]?.signedURL).toBeNull()
    const response = await fetch(batch.data![0]!.signedUrl!)
    expect(response.headers.get('content-disposition')).toBe('attachment;')
  })
})

describe('signed upload URLs', () => {
  test('only the server signs a résumé upload; the upload then needs no credentials', async () => {
    const refused = await h
      .client('anon')
      .storage.from('resumes')
      .createSignedUploadUrl('applications/ana.pdf')
    expect(refused.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    const files = h.client('service').storage.from('resumes')
    const signed = await files.createSignedUploadUrl('applications/ana.pdf')
    expect(signed.error).toBeNull()
    expect(signed.data?.signedUrl).toContain(
      '/object/upload/sign/resumes/applications/ana.pdf?token=',
    )
    const response = await fetch(signed.data!.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: pdfBytes(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ Key: 'resumes/applications/ana.pdf' })
    const again = await files.uploadToSignedUrl(
      'applications/ana.pdf',
      signed.data!.token,
      pdfBytes(),
      {
        contentType: 'application/pdf',
      },
    )
    expect(again.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' })
  })

  test('signing checks INSERT as the caller and records the signer as owner', async () => {
    const denied = await h
      .client('bob')
      .storage.from('avatars')
      .createSignedUploadUrl(`${users.alice}/face.png`)
    expect(denied.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    const files = h.client('alice').storage.from('avatars')
    const signed = await files.createSignedUploadUrl(`${users.alice}/face.png`, { upsert: true })
    for (const size of [10, 20]) {
      const upload = await h
        .client('anon')
        .storage.from('avatars')
        .uploadToSignedUrl(`${users.alice}/face.png`, signed.data!.token, pngBytes(size), {
          contentType: 'image/png',
        })
      expect(upload.error).toBeNull()
    }
    const { rows } = await h.local.pg.query<{ owner: string }>(
      `select owner from storage.objects where bucket_id = 'avatars' and name = $1`,
      [`${users.alice}/face.png`],
    )
    expect(rows).toEqual([{ owner: users.alice }])
  })

  test('expired, foreign-path and download tokens are refused', async () => {
    const now = Math.floor(Date.now() / 1000)
    const url = 'resumes/applications/late.pdf'
    const expired = signJwt(
      { url, scope: 'upload', upsert: false, iat: now - 7300, exp: now - 100 },
      h.local.jwtSecret,
    )
    const files = h.client('service').storage.from('resumes')
    const late = await files.uploadToSignedUrl('applications/late.pdf', expired, pdfBytes(), {
      contentType: 'application/pdf',
    })
    expect(late.error).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'jwt expired',
    })
    const { data } = await files.createSignedUploadUrl('applications/one.pdf')
    const elsewhere = await files.uploadToSignedUrl(
      'applications/two.pdf',
      data!.token,
      pdfBytes(),
      {
        contentType: 'application/pdf',
      },
    )
    expect(elsewhere.error).toMatchObject({ code: 'InvalidSignature' })
    const download = signJwt({ url, scope: 'download', iat: now, exp: now + 60 }, h.local.jwtSecret)
    const replay = await files.uploadToSignedUrl('applications/late.pdf', download, pdfBytes(), {
      contentType: 'application/pdf',
    })
    expect(replay.error).toMatchObject({ code: 'InvalidSignature' })
  })
})

describe('public URLs', () => {
  test('download from public buckets without credentials; private buckets do not exist there', async () => {
    const media = h.client('anon').storage.from('media')
    const publicUrl = media.getPublicUrl('images/hero.png').data.publicUrl
    expect(publicUrl).toBe(`${h.storageUrl}/object/public/media/images/hero.png`)
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(200))
    const named = await fetch(
      media.getPublicUrl('images/hero.png', { download: 'hero.png' }).data.publicUrl,
    )
    expect(named.headers.get('content-disposition')).toContain('filename=hero.png')
    const head = await fetch(publicUrl, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe('200')
    const privateUrl = h
      .client('anon')
      .storage.from('lead-magnets')
      .getPublicUrl('guides/study.pdf')
    const hidden = await fetch(privateUrl.data.publicUrl)
    expect(hidden.status).toBe(400)
    expect(await hidden.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })

  test('Range gives 206 and If-None-Match gives 304', async () => {
    const publicUrl = `${h.storageUrl}/object/public/media/images/hero.png`
    const partial = await fetch(publicUrl, { headers: { Range: 'bytes=0-7' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe('bytes 0-7/200')
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(pngBytes(200).subarray(0, 8))
    const etag = (await fetch(publicUrl)).headers.get('etag')!
    const cached = await fetch(publicUrl, { headers: { 'If-None-Match': etag } })
    expect(cached.status).toBe(304)
  })
})

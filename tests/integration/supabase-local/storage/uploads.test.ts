import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pdfBytes, pngBytes, startStorageHarness, users } from './harness.ts'

const h = suiteHarness(startStorageHarness)

const avatar = (name: string) => `${users.alice}/${name}`
const MiB = 1024 * 1024

async function row(bucket: string, name: string) {
  const { rows } = await h.local.pg.query<{
    owner: string | null
    owner_id: string | null
    metadata: Record<string, unknown>
    user_metadata: Record<string, unknown> | null
    version: string
  }>(
    'select owner, owner_id, metadata, user_metadata, version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  )
  return rows[0]
}

describe('upload encodings', () => {
  test('a Blob goes up as multipart, a Buffer as the raw body; both store the same bytes', async () => {
    const files = h.client('alice').storage.from('avatars')
    const bytes = pngBytes(300)
    const multipart = await files.upload(
      avatar('multipart.png'),
      new Blob([bytes], { type: 'image/png' }),
    )
    const raw = await files.upload(avatar('raw.png'), Buffer.from(bytes), {
      contentType: 'image/png',
    })
    expect(multipart.error).toBeNull()
    expect(raw.error).toBeNull()
    expect(multipart.data).toMatchObject({
      path: avatar('multipart.png'),
      fullPath: `avatars/${avatar('multipart.png')}`,
    })
    expect(multipart.data?.id).toMatch(/^[0-9a-f-]{36}$/)
    for (const name of ['multipart.png', 'raw.png']) {
      const { data } = await files.download(avatar(name))
      expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes)
      const stored = await row('avatars', avatar(name))
      expect(stored?.owner).toBe(users.alice)
      expect(stored?.owner_id).toBe(users.alice)
      expect(stored?.metadata).toMatchObject({
        size: 300,
        contentLength: 300,
        mimetype: 'image/png',
        cacheControl: 'max-age=3600',
        httpStatusCode: 200,
      })
      expect(stored?.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/)
    }
  })

  test('cache-control, content-type and user metadata travel both ways', async () => {
    const files = h.client('alice').storage.from('avatars')
    const options = { cacheControl: '60', metadata: { purpose: 'profile' } }
    await files.upload(
      avatar('meta-form.png'),
      new Blob([pngBytes()], { type: 'image/png' }),
      options,
    )
    await files.upload(avatar('meta-raw.png'), pngBytes(), { ...options, contentType: 'image/png' })
    for (const name of ['meta-form.png', 'meta-raw.png']) {
      const { data: info } = await files.info(avatar(name))
      expect(info).toMatchObject({
        contentType: 'image/png',
        cacheControl: 'max-age=60',
        size: 64,
        metadata: { purpose: 'profile' },
      })
      const response = await fetch(files.getPublicUrl(avatar(name)).data.publicUrl)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe('max-age=60')
      expect(response.headers.get('etag')).toBe(info?.etag)
      expect(response.headers.get('content-length')).toBe('64')
    }
  })

  test('without x-upsert a second upload is a 409 in a 400; with it the object is replaced', async () => {
    const files = h.client('alice').storage.from('avatars')
    const name = avatar('upsert.png')
    expect((await files.upload(name, pngBytes(10), { contentType: 'image/png' })).error).toBeNull()
    const before = await row('avatars', name)
    const duplicate = await files.upload(name, pngBytes(20), { contentType: 'image/png' })
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    })
    const replaced = await files.upload(name, pngBytes(30), {
      contentType: 'image/png',
      upsert: true,
    })
    expect(replaced.error).toBeNull()
    const updated = await files.update(name, new Blob([pngBytes(40)], { type: 'image/png' }))
    expect(updated.error).toBeNull()
    const { data } = await files.download(name)
    expect(data?.size).toBe(40)
    const after = await row('avatars', name)
    expect(after?.version).not.toBe(before?.version)
    // Replaced versions leave nothing behind.
    const versions = (await h.store.list()).filter((blob) => blob.name === name)
    expect(versions).toEqual([{ bucket: 'avatars', name, version: after?.version }])
  })

  test('update of a missing object creates it (PUT is an upsert)', async () => {
    const { error } = await h
      .client('alice')
      .storage.from('avatars')
      .update(avatar('created-by-put.png'), pngBytes(), { contentType: 'image/png' })
    expect(error).toBeNull()
  })
})

describe('bucket limits', () => {
  test('avatars refuse more than 2 MiB, multipart or raw, and accept exactly 2 MiB', async () => {
    const files = h.client('alice').storage.from('avatars')
    const tooLarge = {
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    }
    const big = pngBytes(2 * MiB + 1)
    const raw = await files.upload(avatar('big-raw.png'), big, { contentType: 'image/png' })
    expect(raw.error).toMatchObject(tooLarge)
    const form = await files.upload(avatar('big-form.png'), new Blob([big], { type: 'image/png' }))
    expect(form.error).toMatchObject(tooLarge)
    const exact = await files.upload(avatar('exact.png'), pngBytes(2 * MiB), {
      contentType: 'image/png',
    })
    expect(exact.error).toBeNull()
    expect(await row('avatars', avatar('big-raw.png'))).toBeUndefined()
  })

  test('resumes refuse more than 5 MiB even for a signed upload', async () => {
    const files = h.client('service').storage.from('resumes')
    const { data } = await files.createSignedUploadUrl('big/cv.pdf')
    const upload = await files.uploadToSignedUrl('big/cv.pdf', data!.token, pdfBytes(5 * MiB + 1), {
      contentType: 'application/pdf',
    })
    expect(upload.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
  })

  test('MIME types outside allowed_mime_types are a 415 in a 400', async () => {
    const files = h.client('alice').storage.from('avatars')
    const text = await files.upload(avatar('notes.txt'), 'hello')
    expect(text.error).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    })
    const svg = await files.upload(
      avatar('logo.svg'),
      new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    )
    expect(svg.error).toMatchObject({ statusCode: '415' })
    const media = h.client('admin').storage.from('media')
    const allowedSvg = await media.upload(
      'logo.svg',
      new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    )
    expect(allowedSvg.error).toBeNull()
  })

  test('wildcards such as image/* match any subtype, nothing else', async () => {
    const service = h.client('service').storage
    await service.createBucket('wildcard', { public: false, allowedMimeTypes: ['image/*'] })
    const files = service.from('wildcard')
    expect(
      (await files.upload('a.heic', pngBytes(), { contentType: 'image/heic' })).error,
    ).toBeNull()
    expect((await files.upload('b.png', pngBytes(), { contentType: 'image/png' })).error).toBeNull()
    const pdf = await files.upload('c.pdf', pdfBytes(), { contentType: 'application/pdf' })
    expect(pdf.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
  })

  test('a bucket without a limit still has the global one', async () => {
    const service = h.client('service').storage
    const bucket = await service.createBucket('huge', { public: false, fileSizeLimit: '60MB' })
    expect(bucket.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
  })
})

describe('errors', () => {
  test('a missing bucket, an invalid key and a bad JWT, each in storage’s error body', async () => {
    const missing = await h.client('service').storage.from('nope').upload('a.png', pngBytes())
    expect(missing.error).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    })
    const invalid = await fetch(`${h.storageUrl}/object/media/${encodeURIComponent('a{b}.png')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}`, 'content-type': 'image/png' },
      body: pngBytes(),
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: 'Invalid key: a{b}.png',
    })
    const expired = h.token(users.alice, { exp: Math.floor(Date.now() / 1000) - 120 })
    const response = await fetch(`${h.storageUrl}/object/avatars/${avatar('late.png')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${expired}`, 'content-type': 'image/png' },
      body: pngBytes(),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'jwt expired',
    })
  })

  test('uploads need a JWT; an unknown route is a real 404', async () => {
    const anonymous = await fetch(`${h.storageUrl}/object/resumes/cv.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: pdfBytes(),
    })
    expect(anonymous.status).toBe(400)
    expect(await anonymous.json()).toMatchObject({
      statusCode: '403',
      message: 'Invalid Compact JWS',
    })
    const unknown = await fetch(`${h.storageUrl}/nothing/here`, {
      headers: { apikey: h.local.anonKey },
    })
    expect(unknown.status).toBe(404)
  })
})

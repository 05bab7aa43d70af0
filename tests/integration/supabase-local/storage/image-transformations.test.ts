import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { pdfBytes, startStorageHarness } from './harness.ts'

// Storage's image transformations (/render/image/...), as supabase/storage answers them with
// imgproxy behind it: sizes, resize modes, formats, quality, and who may render what.
const h = suiteHarness(startStorageHarness)
let photo: Buffer

beforeAll(async () => {
  photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#2255aa' },
  })
    .jpeg()
    .toBuffer()
  const admin = h.client('admin').storage
  const uploads = await Promise.all([
    admin.from('media').upload('photos/campus.jpg', photo, { contentType: 'image/jpeg' }),
    admin.from('resources').upload('guides/notes.pdf', pdfBytes(200), {
      contentType: 'application/pdf',
    }),
    admin.createBucket('private-photos', { public: false }),
  ])
  expect(uploads.map(({ error }) => error)).toEqual([null, null, null])
  const { error } = await admin
    .from('private-photos')
    .upload('campus.jpg', photo, { contentType: 'image/jpeg' })
  expect(error).toBeNull()
})

async function render(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

async function size(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata()
  return { width, height, format }
}

const publicUrl = (transform: Record<string, string | number>) =>
  h.client('anon').storage.from('media').getPublicUrl('photos/campus.jpg', { transform }).data
    .publicUrl

describe('image transformations', () => {
  test('a public image is resized by the query: cover crops, contain fits, fill stretches', async () => {
    const cases = [
      [{ width: 100, height: 100 }, { width: 100, height: 100 }, 'resizing_type:fill'],
      [
        { width: 100, height: 100, resize: 'contain' },
        { width: 100, height: 75 },
        'resizing_type:fit',
      ],
      [
        { width: 100, height: 50, resize: 'fill' },
        { width: 100, height: 50 },
        'resizing_type:force',
      ],
      [{ width: 200 }, { width: 200, height: 150 }, 'resizing_type:fill'],
    ] as const
    for (const [transform, expected, resizing] of cases) {
      const url = publicUrl(transform)
      expect(url).toContain('/render/image/public/media/photos/campus.jpg?')
      const { response, bytes } = await render(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
      expect(await size(bytes)).toEqual({ ...expected, format: 'jpeg' })
      const sizes = [
        'height' in transform ? `height:${transform.height}` : null,
        `width:${transform.width}`,
        resizing,
      ].filter(Boolean)
      expect(response.headers.get('x-transformations')).toBe(sizes.join(','))
    }
  })

  test('never enlarges, and clamps sizes to 2,000 pixels as the limits do', async () => {
    const { response, bytes } = await render(publicUrl({ width: 5000, height: 900 }))
    expect(response.status).toBe(200)
    expect(response.headers.get('x-transformations')).toBe(
      'height:900,width:2000,resizing_type:fill',
    )
    expect(await size(bytes)).toEqual({ width: 400, height: 300, format: 'jpeg' })
  })

  test('keeps the format, or sends AVIF when asked and WebP when the client accepts it', async () => {
    const avif = await render(publicUrl({ width: 100, format: 'avif' }))
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect(avif.response.headers.get('x-transformations')).toBe(
      'width:100,resizing_type:fill,format:avif',
    )
    expect((await size(avif.bytes)).format).toBe('heif')
    const webp = await render(publicUrl({ width: 100 }), { accept: 'image/webp,image/*' })
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect((await size(webp.bytes)).format).toBe('webp')
    const origin = await render(publicUrl({ width: 100, format: 'origin' }), {
      accept: 'image/webp,image/*',
    })
    expect(origin.response.headers.get('content-type')).toBe('image/jpeg')
  })

  test('quality changes the bytes; out-of-range options are refused before anything is read', async () => {
    const low = await render(publicUrl({ width: 300, quality: 20 }))
    const high = await render(publicUrl({ width: 300, quality: 100 }))
    expect(low.response.headers.get('x-transformations')).toBe(
      'width:300,resizing_type:fill,quality:20',
    )
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
    const refused = [
      [{ quality: 10 }, 'querystring/quality must be >= 20'],
      [{ quality: 101 }, 'querystring/quality must be <= 100'],
      [{ width: 'wide' }, 'querystring/width must be integer'],
      [{ resize: 'stretch' }, 'querystring/resize must be equal to one of the allowed values'],
    ] as const
    for (const [query, message] of refused) {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
      const response = await fetch(
        `${h.storageUrl}/render/image/public/media/no-such-file.jpg?${params}`,
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message,
      })
    }
  })

  test('a file that is not an image is refused, not sent as it is', async () => {
    const url = h
      .client('anon')
      .storage.from('resources')
      .getPublicUrl('guides/notes.pdf', {
        transform: { width: 100 },
      }).data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      statusCode: '422',
      code: 'ImageProcessingError',
    })
  })

  test('a private image renders for those its policies let read it, and for no one else', async () => {
    const { data, error } = await h
      .client('admin')
      .storage.from('private-photos')
      .download('campus.jpg', { transform: { width: 120, height: 120 } })
    expect(error).toBeNull()
    expect(data?.type).toBe('image/jpeg')
    expect(await size(Buffer.from(await data!.arrayBuffer()))).toEqual({
      width: 120,
      height: 120,
      format: 'jpeg',
    })
    for (const who of ['alice', 'anon'] as const) {
      const refused = await h
        .client(who)
        .storage.from('private-photos')
        .download('campus.jpg', { transform: { width: 120 } })
      expect(refused.data, who).toBeNull()
      expect(refused.error, who).not.toBeNull()
    }
    const publicRoute = await fetch(`${h.storageUrl}/render/image/public/private-photos/campus.jpg`)
    expect(publicRoute.status).toBe(400)
    expect(await publicRoute.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })

  test('a signed URL carries its transformations in the token; the query cannot change them', async () => {
    const files = h.client('admin').storage.from('private-photos')
    const { data, error } = await files.createSignedUrl('campus.jpg', 60, {
      transform: { width: 200, height: 200, quality: 60 },
    })
    expect(error).toBeNull()
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${h.storageUrl}/render/image/sign/private-photos/campus\\.jpg\\?token=[\\w.-]+`),
    )
    const token = new URL(data!.signedUrl).searchParams.get('token')!
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      transformations: string
    }
    expect(claims.transformations).toBe('height:200,width:200,resize:undefined,quality:60')
    const signed = await render(data!.signedUrl)
    expect(signed.response.status).toBe(200)
    expect(signed.response.headers.get('x-transformations')).toBe(
      'height:200,width:200,resizing_type:fill,quality:60',
    )
    expect(await size(signed.bytes)).toEqual({ width: 200, height: 200, format: 'jpeg' })
    const tampered = await render(`${data!.signedUrl}&width=20&height=20`)
    expect(await size(tampered.bytes)).toEqual({ width: 200, height: 200, format: 'jpeg' })
    const otherObject = await fetch(
      `${h.storageUrl}/render/image/sign/media/photos/campus.jpg?token=${token}`,
    )
    expect(otherObject.status).toBe(400)
    expect(await otherObject.json()).toMatchObject({ code: 'InvalidSignature' })
  })

  test('signing with no transformation, or an empty one, gives the plain object URL', async () => {
    const files = h.client('admin').storage.from('private-photos')
    for (const options of [undefined, { transform: {} }]) {
      const { data } = await files.createSignedUrl('campus.jpg', 60, options)
      expect(data?.signedUrl).toContain(`${h.storageUrl}/object/sign/private-photos/campus.jpg?`)
      const { response, bytes } = await render(data!.signedUrl)
      expect(response.headers.get('x-transformations')).toBeNull()
      expect(bytes.equals(photo)).toBe(true)
    }
  })
})

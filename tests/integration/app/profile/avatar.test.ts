import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmAvatar } from '@/lib/actions/profile/confirm-avatar'
import { avatarUploadRequest } from '@/lib/storage/upload'
import { AVATAR_MAX_BYTES, avatarPath } from '@/lib/validation/profile'

import { pngBytes, startProfileHarness, type Member, type ProfileHarness } from './harness'

let harness: ProfileHarness
let sam: Member
let ola: Member

/** The browser's XMLHttpRequest upload, made with fetch: same URL, headers and raw body. */
async function upload(
  member: Member,
  path: string,
  body: Uint8Array<ArrayBuffer>,
  type = 'image/png',
) {
  const request = avatarUploadRequest(
    path,
    member.token,
    type,
    harness.local.url,
    harness.local.anonKey,
  )
  return fetch(request.url, { method: 'POST', headers: request.headers, body })
}

const avatarUrlOf = async (member: Member) => {
  const { rows } = await harness.local.pg.query<{ avatar_url: string | null }>(
    'select avatar_url from public.profiles where user_id = $1',
    [member.id],
  )
  return rows[0]?.avatar_url
}

beforeAll(async () => {
  harness = await startProfileHarness()
  sam = await harness.createMember('sam')
  ola = await harness.createMember('ola')
})

afterAll(async () => {
  await harness?.stop()
})

describe('avatar upload', () => {
  it('uploads to the member folder and saves the public URL on the profile', async () => {
    const path = avatarPath(sam.id, 'image/png', 1)
    const response = await upload(sam, path, pngBytes())
    expect(response.status).toBe(200)

    const avatarUrl = `${harness.local.url}/storage/v1/object/public/avatars/${path}`
    expect(await confirmAvatar(sam.client, sam.id, path)).toEqual({ avatarUrl })
    expect(await avatarUrlOf(sam)).toBe(avatarUrl)
    const image = await fetch(avatarUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('replaces the previous avatar file when a new one is saved', async () => {
    const second = avatarPath(sam.id, 'image/png', 2)
    expect((await upload(sam, second, pngBytes())).status).toBe(200)
    await confirmAvatar(sam.client, sam.id, second)
    const { data } = await harness.admin.storage.from('avatars').list(sam.id)
    expect(data?.map((file) => file.name)).toEqual(['avatar-2.png'])
  })

  it("rejects uploads into another member's folder", async () => {
    const response = await upload(sam, avatarPath(ola.id, 'image/png', 3), pngBytes())
    expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    expect(await confirmAvatar(sam.client, sam.id, avatarPath(ola.id, 'image/png', 3))).toEqual({
      error: 'That image is not in your avatar folder',
    })
  })

  it('rejects images over 2 MB and types other than JPEG, PNG, WebP and GIF', async () => {
    const big = await upload(
      sam,
      avatarPath(sam.id, 'image/png', 4),
      pngBytes(AVATAR_MAX_BYTES + 1),
    )
    expect(await big.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
    const svg = await upload(
      sam,
      `${sam.id}/avatar-5.svg`,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    )
    expect(await svg.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
  })

  it('goes by the bytes: a text file sent as a PNG is refused and removed', async () => {
    const before = await avatarUrlOf(sam)
    const path = avatarPath(sam.id, 'image/png', 9)
    const sent = await upload(sam, path, new TextEncoder().encode('not an image at all'))
    expect(sent.status).toBe(200)
    expect(await confirmAvatar(sam.client, sam.id, path)).toEqual({
      error: 'Choose a JPEG, PNG, WebP or GIF image',
    })
    const { rows } = await harness.local.pg.query(
      "select name from storage.objects where bucket_id = 'avatars' and name = $1",
      [path],
    )
    expect(rows).toEqual([])
    expect(await avatarUrlOf(sam)).toBe(before)
  })

  it('takes a GIF by its bytes', async () => {
    const path = avatarPath(sam.id, 'image/gif', 10)
    const gif = new Uint8Array(64)
    gif.set(new TextEncoder().encode('GIF89a'))
    expect((await upload(sam, path, gif, 'image/gif')).status).toBe(200)
    expect(await confirmAvatar(sam.client, sam.id, path)).toEqual({
      avatarUrl: `${harness.local.url}/storage/v1/object/public/avatars/${path}`,
    })
  })

  it('does not adopt an upload that never arrived', async () => {
    expect(await confirmAvatar(sam.client, sam.id, avatarPath(sam.id, 'image/png', 6))).toEqual({
      error: 'The upload did not arrive; try again',
    })
  })

  it('checks type and size itself, and removes the file, even when the bucket would take it', async () => {
    const { rows: limits } = await harness.local.pg.query<{
      file_size_limit: number | null
      allowed_mime_types: string[] | null
    }>("select file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'")
    await harness.local.pg.query(
      "update storage.buckets set file_size_limit = null, allowed_mime_types = null where id = 'avatars'",
    )
    try {
      const svgPath = `${sam.id}/avatar-7.svg`
      const svg = await upload(sam, svgPath, new TextEncoder().encode('<svg/>'), 'image/svg+xml')
      expect(svg.status).toBe(200)
      const bigPath = avatarPath(sam.id, 'image/png', 8)
      expect((await upload(sam, bigPath, pngBytes(AVATAR_MAX_BYTES + 1))).status).toBe(200)
      const before = await avatarUrlOf(sam)

      expect(await confirmAvatar(sam.client, sam.id, svgPath)).toEqual({
        error: 'Choose a JPEG, PNG, WebP or GIF image',
      })
      expect(await confirmAvatar(sam.client, sam.id, bigPath)).toEqual({
        error: 'Choose an image of 2 MB or less',
      })
      const { rows } = await harness.local.pg.query(
        "select name from storage.objects where bucket_id = 'avatars' and name = any($1)",
        [[svgPath, bigPath]],
      )
      expect(rows).toEqual([])
      expect(await avatarUrlOf(sam)).toBe(before)
    } finally {
      await harness.local.pg.query(
        `update storage.buckets set file_size_limit = $1, allowed_mime_types = $2 where id = 'avatars'`,
        [limits[0]?.file_size_limit, limits[0]?.allowed_mime_types],
      )
    }
  })
})

import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { diskStore } from '@/supabase/local/storage/disk-store.ts'
import {
  mustBeAllowedMimeType,
  mustBeValidKey,
  parseFileSizeLimit,
} from '@/supabase/local/storage/limits.ts'
import { matchRoute } from '@/supabase/local/storage/route-table.ts'
import { signUrlToken, verifyUrlToken } from '@/supabase/local/storage/tokens.ts'

describe('disk store', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-unit-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const version = '0b6f6c36-1d3e-4c55-9b7c-1e2d3f4a5b6c'

  test('names that look like paths never leave the bucket folder', async () => {
    const store = diskStore(path.join(root, 'data'))
    const names = ['../../escape.txt', 'a/../../b', './x', 'a//b', '%2e%2e/y', 'sub\\..\\z', '..']
    for (const name of names) {
      await store.put({ bucket: 'media', name, version }, new TextEncoder().encode(name))
    }
    await store.put({ bucket: '..', name: 'x', version }, new Uint8Array([1]))
    const written = await readdir(root, { recursive: true })
    expect(written.every((entry) => entry === 'data' || entry.startsWith(`data${path.sep}`))).toBe(
      true,
    )
    const listed = await store.list()
    expect(listed.map((blob) => `${blob.bucket}:${blob.name}`).sort()).toEqual(
      [...names.map((name) => `media:${name}`), '..:x'].sort(),
    )
    for (const name of names) {
      const bytes = await store.get({ bucket: 'media', name, version })
      expect(new TextDecoder().decode(bytes!)).toBe(name)
    }
  })

  test('copy, remove and rows without a version', async () => {
    const store = diskStore(path.join(root, 'copy'))
    const from = { bucket: 'b', name: 'a.txt', version }
    const to = { bucket: 'b', name: 'c.txt', version: '1b6f6c36-1d3e-4c55-9b7c-1e2d3f4a5b6c' }
    await store.put(from, new Uint8Array([7]))
    expect(await store.copy(from, to)).toBe(true)
    await store.remove([from])
    expect(await store.get(from)).toBeNull()
    expect(await store.get(to)).toEqual(Buffer.from([7]))
    expect(await store.get({ bucket: 'b', name: 'seeded.txt', version: '' })).toBeNull()
    await expect(store.remove([{ bucket: 'b', name: 'x', version: '' }])).resolves.toBeUndefined()
  })
})

describe('limits', () => {
  test('MIME types match exactly or by wildcard subtype, ignoring parameters', () => {
    expect(mustBeAllowedMimeType('image/png', ['image/*'])).toBeUndefined()
    expect(mustBeAllowedMimeType('text/plain;charset=UTF-8', ['text/plain'])).toBeUndefined()
    expect(mustBeAllowedMimeType('image/png', null)).toBeUndefined()
    expect(() => mustBeAllowedMimeType('application/pdf', ['image/*'])).toThrow(
      'mime type application/pdf is not supported',
    )
    expect(() => mustBeAllowedMimeType('png', ['image/png'])).toThrow()
  })

  test('file size limits in bytes or decimal units, never above the ceiling', () => {
    expect(parseFileSizeLimit('20MB', 1e9)).toBe(20e6)
    expect(parseFileSizeLimit('1.5kb', 1e9)).toBe(1500)
    expect(parseFileSizeLimit(1024, 1e9)).toBe(1024)
    expect(parseFileSizeLimit(null, 1e9)).toBeNull()
    expect(parseFileSizeLimit(undefined, 1e9)).toBeUndefined()
    expect(() => parseFileSizeLimit('1MiB', 1e9)).toThrow('Invalid file size format')
    expect(() => parseFileSizeLimit('2GB', 1e9)).toThrow('exceeded the maximum allowed size')
  })

  test('object keys use S3-safe characters', () => {
    expect(mustBeValidKey('folder/a b (1).png')).toBeUndefined()
    expect(() => mustBeValidKey('a{b}.png')).toThrow('Invalid key: a{b}.png')
    expect(() => mustBeValidKey('')).toThrow()
  })
})

describe('routes and tokens', () => {
  test('static segments win over bucket names; * takes the rest of the path', () => {
    expect(matchRoute('GET', '/object/public/media/a/b.png')).toMatchObject({
      spec: { auth: 'none' },
      bucket: 'media',
      name: 'a/b.png',
    })
    expect(matchRoute('GET', '/object/media/a%20b.png')).toMatchObject({
      spec: { auth: 'optional' },
      bucket: 'media',
      name: 'a%20b.png',
    })
    expect(matchRoute('POST', '/object/sign/media')?.spec.operation).toBe(
      'storage.object.sign_many',
    )
    expect(matchRoute('DELETE', '/object/media')?.spec.operation).toBe('storage.object.delete_many')
    expect(matchRoute('GET', '/bucket/media/empty')).toBeNull()
  })

  test('URL tokens are bound to one path and one scope', () => {
    const token = signUrlToken({ url: 'media/a.png', scope: 'download' }, 60, 'secret')
    expect(verifyUrlToken(token, 'media/a.png', 'download', 'secret').url).toBe('media/a.png')
    expect(() => verifyUrlToken(token, 'media/b.png', 'download', 'secret')).toThrow(
      'Invalid signature',
    )
    expect(() => verifyUrlToken(token, 'media/a.png', 'upload', 'secret')).toThrow()
    expect(() => verifyUrlToken(token, 'media/a.png', 'download', 'other')).toThrow(
      'invalid signature',
    )
  })
})

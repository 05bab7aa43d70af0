import { describe, expect, it } from 'vitest'

import { buildFeed, lastModified } from '@/lib/feeds/build-feed'
import type { FeedEntry } from '@/lib/feeds/entries'
import { detectFileType } from '@/lib/storage/file-content'
import { isLoopbackUrl } from '@/lib/supabase/local-defaults'

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

describe('detectFileType, edges', () => {
  it('knows a JPEG from its three signature bytes alone', () => {
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('image/jpeg')
  })

  it('knows both GIF versions and nothing that only starts like one', () => {
    expect(detectFileType(new Uint8Array(ascii('GIF87a')))).toBe('image/gif')
    expect(detectFileType(new Uint8Array(ascii('GIF89a')))).toBe('image/gif')
    expect(detectFileType(new Uint8Array(ascii('GIF88a')))).toBeNull()
    expect(detectFileType(new Uint8Array(ascii('GIF89b')))).toBeNull()
    expect(detectFileType(new Uint8Array(ascii('GIF8')))).toBeNull()
    expect(detectFileType(new Uint8Array(ascii('PNG89a')))).toBeNull()
  })

  it('takes a RIFF file as WebP only with WEBP at byte 8', () => {
    expect(detectFileType(new Uint8Array(ascii('RIFF\0\0\0\0WEBPVP8 ')))).toBe('image/webp')
    expect(detectFileType(new Uint8Array(ascii('RIFF\0\0\0\0WAVEfmt ')))).toBeNull()
    expect(detectFileType(new Uint8Array(ascii('XXXX\0\0\0\0WEBPVP8 ')))).toBeNull()
  })
})

describe('isLoopbackUrl', () => {
  it('takes localhost, ::1 and all of 127.0.0.0/8', () => {
    expect(isLoopbackUrl('http://localhost:54321')).toBe(true)
    expect(isLoopbackUrl('http://[::1]:54321')).toBe(true)
    expect(isLoopbackUrl('http://127.10.20.30:54321')).toBe(true)
  })

  it('refuses hosts that only contain a loopback address', () => {
    expect(isLoopbackUrl('http://127.0.0.1.evil.example')).toBe(false)
    expect(isLoopbackUrl('https://abcd.supabase.co')).toBe(false)
  })
})

describe('buildFeed channel', () => {
  const entry = (updated: string): FeedEntry => ({
    id: '00000000-0000-4000-8000-000000000001',
    title: 'T',
    path: '/articles/t/',
    summary: 'S',
    published: '2026-01-01T00:00:00Z',
    updated,
    author: null,
    category: null,
  })

  it('dates the channel by its newest valid entry', () => {
    expect(lastModified([entry('2026-02-01T00:00:00Z'), entry('not a date')]).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    )
    expect(lastModified([]).getTime()).toBe(0)
  })

  it('names the site, its owner and its contact on the channel', () => {
    const feed = buildFeed(
      { title: 'Study articles', description: 'D', pagePath: '/articles', selfPath: '/rss.xml' },
      [],
      'https://example.org',
    )
    expect(feed.options).toMatchObject({
      id: 'https://example.org/articles/',
      title: 'Scholarly Support: Study articles',
      link: 'https://example.org/articles/',
      copyright: '© Scholarly Support Ltd',
      feed: 'https://example.org/rss.xml',
      author: {
        name: 'Scholarly Support',
        email: 'hello@scholarlysupport.co',
        link: 'https://example.org/',
      },
    })
  })
})

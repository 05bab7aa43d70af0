import { afterEach, describe, expect, it, vi } from 'vitest'

import { avatarUploadRequest, signedUploadRequest, uploadWithProgress } from '@/lib/storage/upload'

// The browser's upload with progress, over a stand-in XMLHttpRequest that records what it is
// told and lets each test play the browser's events (progress, load, error, abort).

class RecordingXhr {
  static last: RecordingXhr | undefined
  opened: [method: string, url: string] | undefined
  headers: [string, string][] = []
  sent: unknown
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    RecordingXhr.last = this
  }
  open(method: string, url: string) {
    this.opened = [method, url]
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value])
  }
  send(body: unknown) {
    this.sent = body
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent)
  }
  answer(status: number, responseText = '') {
    this.status = status
    this.responseText = responseText
    this.onload?.()
  }
}

function startUpload(
  request = signedUploadRequest('https://storage.test/sign/x?token=t', 'application/pdf'),
) {
  vi.stubGlobal('XMLHttpRequest', RecordingXhr)
  const progress: number[] = []
  const file = new Blob(['%PDF-1.7'])
  const done = uploadWithProgress(file, request, (percent) => progress.push(percent))
  const xhr = RecordingXhr.last
  if (!xhr) throw new Error('No XMLHttpRequest was made')
  return { done, xhr, progress, file }
}

afterEach(() => {
  vi.unstubAllGlobals()
  RecordingXhr.last = undefined
})

describe('avatarUploadRequest', () => {
  it('POSTs into the avatars bucket as the member, replacing their file, cached an hour', () => {
    expect(
      avatarUploadRequest('u1/avatar 2.png', 'token', 'image/png', 'https://sb.test', 'anon-key'),
    ).toEqual({
      url: 'https://sb.test/storage/v1/object/avatars/u1/avatar%202.png',
      headers: {
        Authorization: 'Bearer token',
        apikey: 'anon-key',
        'Content-Type': 'image/png',
        'Cache-Control': 'max-age=3600',
        'x-upsert': 'true',
      },
    })
  })
})

describe('signedUploadRequest', () => {
  it('PUTs to the signed URL with the file type, no overwrite and no caching', () => {
    expect(
      signedUploadRequest('https://storage.test/sign/a.pdf?token=t', 'application/pdf'),
    ).toEqual({
      url: 'https://storage.test/sign/a.pdf?token=t',
      method: 'PUT',
      headers: {
        'Content-Type': 'application/pdf',
        'x-upsert': 'false',
        'Cache-Control': 'no-store',
      },
    })
  })
})

describe('uploadWithProgress', () => {
  it('sends the file with the request’s method and headers, POST when none is named', () => {
    const signed = startUpload()
    expect(signed.xhr.opened).toEqual(['PUT', 'https://storage.test/sign/x?token=t'])
    expect(signed.xhr.headers).toEqual([
      ['Content-Type', 'application/pdf'],
      ['x-upsert', 'false'],
      ['Cache-Control', 'no-store'],
    ])
    expect(signed.xhr.sent).toBe(signed.file)
    const posted = startUpload({ url: 'https://storage.test/object/a', headers: {} })
    expect(posted.xhr.opened).toEqual(['POST', 'https://storage.test/object/a'])
  })

  it('reports whole percentages while sending, then 100 when the server accepts', async () => {
    const { done, xhr, progress } = startUpload()
    xhr.progress(1, 3)
    xhr.progress(5, 10, false)
    xhr.progress(2, 3)
    xhr.answer(299)
    await expect(done).resolves.toBeUndefined()
    expect(progress).toEqual([33, 67, 100])
  })

  it.each([
    [200, true],
    [201, true],
    [199, false],
    [300, false],
    [413, false],
  ])('treats HTTP %i as success: %s', async (status, succeeds) => {
    const { done, xhr } = startUpload()
    xhr.answer(status, '{}')
    if (succeeds) await expect(done).resolves.toBeUndefined()
    else await expect(done).rejects.toThrow(`Upload failed (${status})`)
  })

  it('fails with the server’s message, its error, or the status when the body says neither', async () => {
    const answers: [string, string][] = [
      [
        '{"message":"The object exceeded the maximum allowed size","error":"Payload too large"}',
        'The object exceeded the maximum allowed size',
      ],
      ['{"error":"Payload too large"}', 'Payload too large'],
      ['{"statusCode":"413"}', 'Upload failed (413)'],
      ['<html>Bad gateway</html>', 'Upload failed (413)'],
    ]
    for (const [body, message] of answers) {
      const { done, xhr, progress } = startUpload()
      xhr.answer(413, body)
      await expect(done).rejects.toThrow(new Error(message))
      expect(progress).toEqual([])
    }
  })

  it('explains a dropped connection and a cancelled upload', async () => {
    const dropped = startUpload()
    dropped.xhr.onerror?.()
    await expect(dropped.done).rejects.toThrow(
      new Error('The upload failed. Check your connection and try again.'),
    )
    const cancelled = startUpload()
    cancelled.xhr.onabort?.()
    await expect(cancelled.done).rejects.toThrow(new Error('The upload was cancelled.'))
  })
})

import { BUCKETS } from '@/lib/storage/buckets'
import { supabaseAnonKey, supabaseUrl } from '@/lib/env'

export type UploadRequest = {
  url: string
  headers: Record<string, string>
  method?: 'POST' | 'PUT'
}

/** The Storage upload call supabase-js would make, spelled out so XMLHttpRequest can send it. */
export function avatarUploadRequest(
  path: string,
  accessToken: string,
  contentType: string,
  baseUrl = supabaseUrl,
  apiKey = supabaseAnonKey,
): UploadRequest {
  const encodedPath = path.split('/').map(encodeURIComponent).join('/')
  return {
    url: `${baseUrl}/storage/v1/object/${BUCKETS.avatars}/${encodedPath}`,
    headers: {
      Authorization: `Bearer ${accessToken}`,
      apikey: apiKey,
      'Content-Type': contentType,
      'Cache-Control': 'max-age=3600',
      'x-upsert': 'true',
    },
  }
}

/** A PUT to a signed upload URL the server issued: the URL's token is the only credential. */
export function signedUploadRequest(uploadUrl: string, contentType: string): UploadRequest {
  return {
    url: uploadUrl,
    method: 'PUT',
    headers: { 'Content-Type': contentType, 'x-upsert': 'false', 'Cache-Control': 'no-store' },
  }
}

function errorMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; error?: string }
    return body.message ?? body.error ?? `Upload failed (${xhr.status})`
  } catch {
    return `Upload failed (${xhr.status})`
  }
}

/**
 * Uploads with XMLHttpRequest because fetch, and so supabase-js, reports no upload progress.
 * `onProgress` receives 0-100.
 */
export function uploadWithProgress(
  file: Blob,
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(request.method ?? 'POST', request.url)
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100)
        resolve()
      } else reject(new Error(errorMessage(xhr)))
    }
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'))
    xhr.onabort = () => reject(new Error('The upload was cancelled.'))
    xhr.send(file)
  })
}

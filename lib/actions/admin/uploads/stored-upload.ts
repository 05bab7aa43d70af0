import 'server-only'

import { randomUUID } from 'node:crypto'

import { detectFileType } from '@/lib/storage/file-content'
import type { createClient } from '@/lib/supabase/server'
import { UPLOAD_KINDS, type UploadKind } from '@/lib/validation/content-editor'

type ServerClient = Awaited<ReturnType<typeof createClient>>

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** A fresh random path for an upload of this kind, so nothing the admin sends names the file. */
export function newUploadPath(kind: UploadKind, contentType: string): string | null {
  const { folder, types } = UPLOAD_KINDS[kind]
  const extension = (types as Record<string, string>)[contentType]
  return extension ? `${folder}/${randomUUID()}.${extension}` : null
}

/** Whether `path` is one this server could have issued for `kind`. */
export function isUploadPath(kind: UploadKind, path: string): boolean {
  const { folder, types } = UPLOAD_KINDS[kind]
  const extensions = [...new Set(Object.values(types))].join('|')
  return new RegExp(`^${folder}/${UUID}\\.(${extensions})$`).test(path)
}

export function typeError(kind: UploadKind) {
  return kind === 'article-cover'
    ? 'Upload the cover as a PNG, JPEG or WebP image.'
    : 'Upload the file as a PDF or PNG.'
}

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
}

/**
 * For a file of an allowed type sent as another (a PNG named photo.jpg: the browser declares the
 * type by the name, and the path was issued for it), says which it is, since "upload a PNG or
 * JPEG" would puzzle someone who did.
 */
function misnamedError(detected: string, declared: string, extension: string) {
  return `This file is a ${TYPE_NAMES[detected]}, but its name says ${TYPE_NAMES[declared]}. Rename it to end in .${extension} and upload it again.`
}

export function sizeError(kind: UploadKind) {
  return `The file is too large: at most ${UPLOAD_KINDS[kind].maxBytes / 1024 / 1024} MB.`
}

/**
 * Checks an uploaded object on the server, by its bytes rather than its name or declared type
 * (a hand-made request can skip every check in the browser): it must be there, within the size
 * limit and of an allowed type. A file that fails is removed. Returns the problem, or null.
 */
export async function checkStoredUpload(
  supabase: ServerClient,
  kind: UploadKind,
  path: string,
): Promise<string | null> {
  if (!isUploadPath(kind, path)) return 'Upload the file again.'
  const { bucket, maxBytes, types } = UPLOAD_KINDS[kind]
  const { data, error } = await supabase.storage.from(bucket).download(path)
  if (error || !data) return 'The upload did not arrive. Upload the file again.'
  const bytes = new Uint8Array(await data.arrayBuffer())
  const detected = detectFileType(bytes)
  const extensions: Record<string, string> = types
  // isUploadPath has checked the path ends in one of these extensions.
  const declared = Object.keys(extensions).find((type) => path.endsWith(`.${extensions[type]}`))!
  const problem =
    data.size > maxBytes
      ? sizeError(kind)
      : !detected || !(detected in extensions)
        ? typeError(kind)
        : detected !== declared
          ? misnamedError(detected, declared, extensions[detected]!)
          : null
  if (problem) await supabase.storage.from(bucket).remove([path])
  return problem
}

/** The public address of a cover image in the media bucket. */
export function publicUploadUrl(supabase: ServerClient, path: string): string {
  return supabase.storage.from(UPLOAD_KINDS['article-cover'].bucket).getPublicUrl(path).data
    .publicUrl
}

/** The media-bucket path behind a public cover URL this server issued, or null. */
export function coverPathOf(supabase: ServerClient, url: string): string | null {
  const prefix = publicUploadUrl(supabase, '')
  if (!url.startsWith(prefix)) return null
  const path = url.slice(prefix.length)
  return isUploadPath('article-cover', path) ? path : null
}

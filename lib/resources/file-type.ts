import { UPLOAD_KINDS } from '@/lib/validation/content-editor'

const FILE_TYPE = /^[a-z0-9]{1,8}$/

/**
 * The lower-case extension of a stored file's path ("plans/Guide.PNG" → "png"), or '' without
 * a file or an extension: what resource_teasers() answers as `file_type`.
 */
export function fileTypeOf(path: string | null): string {
  return /\.([A-Za-z0-9]+)$/.exec(path ?? '')?.[1]?.toLowerCase() ?? ''
}

/** A resource's download button: "Download PNG" for the file's type, else "Download file". */
export function downloadLabel(fileType: string | null | undefined): string {
  return fileType && FILE_TYPE.test(fileType)
    ? `Download ${fileType.toUpperCase()}`
    : 'Download file'
}

/** The media type of a file the resource editor accepts, from its extension; null for others. */
export function mediaTypeOf(fileType: string | null | undefined): string | null {
  const types = Object.entries(UPLOAD_KINDS['resource-file'].types)
  return types.find(([, extension]) => extension === fileType)?.[0] ?? null
}

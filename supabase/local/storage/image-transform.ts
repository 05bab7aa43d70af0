import { errors, StorageError } from './errors.ts'

// supabase/storage's image transformation options (its transformations schema) and what it does
// with them: it turns them into imgproxy processing options, which name the resize modes
// differently, and clamps the sizes to IMAGE_TRANSFORMATION_LIMIT_MIN_SIZE / _MAX_SIZE.
export type ResizeMode = 'cover' | 'contain' | 'fill'
export type TransformOptions = {
  width?: number
  height?: number
  resize?: ResizeMode
  format?: 'origin' | 'avif'
  quality?: number
}

const SIZE_LIMITS = { min: 1, max: 2000 }
const QUALITY_LIMITS = { min: 20, max: 100 }
const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill']
const FORMATS: readonly NonNullable<TransformOptions['format']>[] = ['origin', 'avif']

type Source = 'querystring' | 'body/transform'

function integer(value: unknown, source: Source, name: string, min: number, max?: number) {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw errors.invalidRequest(`${source}/${name} must be integer`)
  }
  if (number < min) throw errors.invalidRequest(`${source}/${name} must be >= ${min}`)
  if (max !== undefined && number > max) {
    throw errors.invalidRequest(`${source}/${name} must be <= ${max}`)
  }
  return number
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  source: Source,
  name: string,
) {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw errors.invalidRequest(`${source}/${name} must be equal to one of the allowed values`)
}

/** The options of a render URL's query or a signing request's `transform`, checked as the schema does. */
export function parseTransformOptions(
  input: Record<string, unknown> | URLSearchParams,
  source: Source,
): TransformOptions {
  const read = (name: string) => (input instanceof URLSearchParams ? input.get(name) : input[name])
  const present = (value: unknown) => value !== undefined && value !== null
  const options: TransformOptions = {}
  const width = read('width')
  const height = read('height')
  const resize = read('resize')
  const format = read('format')
  const quality = read('quality')
  if (present(width)) options.width = integer(width, source, 'width', 0)
  if (present(height)) options.height = integer(height, source, 'height', 0)
  if (present(resize)) options.resize = oneOf(resize, RESIZE_MODES, source, 'resize')
  if (present(format)) options.format = oneOf(format, FORMATS, source, 'format')
  if (present(quality)) {
    options.quality = integer(quality, source, 'quality', QUALITY_LIMITS.min, QUALITY_LIMITS.max)
  }
  return options
}

const clamp = (value: number) => Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max)

const IMGPROXY_RESIZE: Record<ResizeMode, string> = { cover: 'fill', contain: 'fit', fill: 'force' }

/**
 * The processing options as supabase/storage lists them: `resize:` as asked when it goes into a
 * signed URL's token (`keepOriginal`, so even an absent mode is written, as "undefined"), the
 * imgproxy `resizing_type:` when it is applied and reported in `X-Transformations`.
 */
export function transformationSegments(options: TransformOptions, keepOriginal = false): string[] {
  const segments: string[] = []
  if (options.height) segments.push(`height:${clamp(options.height)}`)
  if (options.width) segments.push(`width:${clamp(options.width)}`)
  if (options.width || options.height) {
    segments.push(
      keepOriginal
        ? `resize:${String(options.resize)}`
        : `resizing_type:${IMGPROXY_RESIZE[options.resize ?? 'cover']}`,
    )
  }
  if (options.quality) segments.push(`quality:${options.quality}`)
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`)
  return segments
}

/** A signed URL token's `transformations` back into options; unknown names and values are ignored. */
export function transformOptionsFromToken(transformations: string): TransformOptions {
  const options: TransformOptions = {}
  for (const segment of transformations.split(',')) {
    const [name, value = ''] = segment.split(':')
    const number = Number.parseInt(value, 10)
    if (name === 'width' && number > 0) options.width = number
    else if (name === 'height' && number > 0) options.height = number
    else if (name === 'quality' && number > 0) options.quality = number
    else if (name === 'resize' && (RESIZE_MODES as readonly string[]).includes(value)) {
      options.resize = value as ResizeMode
    } else if (name === 'format' && (FORMATS as readonly string[]).includes(value)) {
      options.format = value as TransformOptions['format']
    }
  }
  return options
}

export type RenderedImage = { bytes: Buffer; mimetype: string; transformations: string[] }

const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const
const DEFAULT_QUALITY = 80

const imageProcessingError = (message: string, cause?: unknown) =>
  new StorageError({
    code: 'ImageProcessingError',
    httpStatusCode: 422,
    error: 'ImageProcessingError',
    message,
    cause,
  })

/**
 * Resizes and re-encodes an image as imgproxy does behind supabase/storage: never larger than the
 * source, the source's own format unless AVIF is asked for or the client accepts WebP (format
 * "origin" keeps the source's), quality 80 unless given. sharp (Next's image library) does the
 * work; it loads on the first transformation, so a server that never renders one never loads it.
 */
export async function renderImage(
  source: Uint8Array,
  options: TransformOptions,
  accept: string | undefined,
): Promise<RenderedImage> {
  const { default: sharp } = await import('sharp')
  const transformations = transformationSegments(options)
  let image
  let sourceFormat: string | undefined
  try {
    image = sharp(source, { failOn: 'error' }).rotate()
    sourceFormat = (await image.metadata()).format
  } catch (error) {
    throw imageProcessingError('Invalid source image', error)
  }
  if (
    !sourceFormat ||
    !['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff'].includes(sourceFormat)
  ) {
    throw imageProcessingError('Invalid source image')
  }
  if (options.width || options.height) {
    image = image.resize({
      width: options.width ? clamp(options.width) : undefined,
      height: options.height ? clamp(options.height) : undefined,
      fit: SHARP_FIT[options.resize ?? 'cover'],
      withoutEnlargement: true,
    })
  }
  const quality = options.quality ?? DEFAULT_QUALITY
  const target =
    options.format === 'avif'
      ? 'avif'
      : options.format !== 'origin' && /\bimage\/webp\b/.test(accept ?? '')
        ? 'webp'
        : sourceFormat === 'heif'
          ? 'avif'
          : sourceFormat
  try {
    const bytes = await image.toFormat(target as 'jpeg', { quality }).toBuffer()
    return { bytes, mimetype: `image/${target}`, transformations }
  } catch (error) {
    throw imageProcessingError('Could not transform the image', error)
  }
}

import { sendJson } from '../../gateway/http.ts'
import { readJson } from '../body.ts'
import type { StorageHandler } from '../context.ts'
import { findObject, run } from '../db.ts'
import { errors } from '../errors.ts'
import { parseTransformOptions, transformationSegments } from '../image-transform.ts'
import { mustBeValidKey } from '../limits.ts'
import { parseExpiresIn, signUrlToken } from '../tokens.ts'

// POST /object/sign/{bucket}/{name} {expiresIn, transform?}: signing needs SELECT on the object.
// With transformations the token carries them and the URL is the image renderer's, so they
// cannot be changed once signed.
export const createSignedUrl: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  const expiresIn = parseExpiresIn(body.expiresIn)
  const transform =
    typeof body.transform === 'object' && body.transform !== null
      ? parseTransformOptions(body.transform as Record<string, unknown>, 'body/transform')
      : {}
  mustBeValidKey(call.name)
  const object = await run(deps.pg, call.scope, (tx) => findObject(tx, call.bucket, call.name))
  if (!object) throw errors.noSuchKey()
  const url = `${call.bucket}/${call.name}`
  const transformations = transformationSegments(transform, true).join(',')
  const token = signUrlToken(
    { url, scope: 'download', transformations },
    expiresIn,
    deps.signingSecret,
  )
  const route = transformations ? 'render/image/sign' : 'object/sign'
  sendJson(call.res, 200, { signedURL: `/${route}/${url}?token=${token}` })
}

// POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, in order; objects the caller
// may not select get the same error as missing ones.
export const createSignedUrls: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  const expiresIn = parseExpiresIn(body.expiresIn)
  const paths = body.paths
  if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string')) {
    throw errors.invalidRequest('body/paths must be a non-empty array of strings')
  }
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [call.bucket, paths],
    ),
  )
  const visible = new Set(rows.map((row) => row.name))
  sendJson(
    call.res,
    200,
    (paths as string[]).map((path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        }
      }
      const url = `${call.bucket}/${path}`
      const token = signUrlToken({ url, scope: 'download' }, expiresIn, deps.signingSecret)
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` }
    }),
  )
}

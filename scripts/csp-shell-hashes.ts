// Prints the SHA-256 of every inline script in the prerendered shells of the nonce pages of the
// last build, and fails when one is missing from SHELL_SCRIPT_HASHES (lib/http/security-headers.ts):
// after a next-themes or React upgrade, run `npm run build && npm run csp:hashes`.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { NONCE_PATHS, SHELL_SCRIPT_HASHES } from '../lib/http/security-headers.ts'

const root = '.next/server/app'
const shells = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .filter((file) => NONCE_PATHS.test(`/${file.replace(/\.html$/, '')}`))
const found = new Map<string, string[]>()
for (const file of shells) {
  const html = readFileSync(path.join(root, file), 'utf8')
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/ld\+json"/.test(attributes ?? '')) continue
    const hash = `sha256-${createHash('sha256')
      .update(body ?? '')
      .digest('base64')}`
    found.set(hash, [...(found.get(hash) ?? []), file])
  }
}
const known = new Set<string>(SHELL_SCRIPT_HASHES)
for (const [hash, files] of found) {
  console.info(`${known.has(hash) ? 'listed ' : 'MISSING'} '${hash}' (${files.length} shells)`)
}
process.exitCode = [...found.keys()].every((hash) => known.has(hash)) && shells.length > 0 ? 0 : 1

// Checks the last build against the two script policies (lib/http/security-headers.ts):
// - every page proxy.ts gives the nonce policy (isPerRequestPage) was built as a shell to resume,
//   never as a complete document, which would carry the hash policy too and run no script;
// - every other page the build made was built complete, or it would have only the site policy
//   (a dynamic route's fallback shell, for params no build made, is resumed once, then cached);
// - every inline script in those shells is listed in SHELL_SCRIPT_HASHES, or the browser refuses
//   it under the nonce policy. Complete pages need no list: their hashes are computed from their
//   own HTML when they are cached (lib/http/hashed-page-cache.ts).
// Prints each shell hash with the number of shells using it. A step of `npm test` after the
// build; after a next-themes, React or Next upgrade, copy the MISSING lines into the list.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { inlineScriptHashes } from '../lib/http/inline-script-hashes.ts'
import { isPerRequestPage } from '../lib/http/per-request-pages.ts'
import { SHELL_SCRIPT_HASHES } from '../lib/http/security-headers.ts'

const root = '.next/server/app'

/**
 * The URL path a prerendered page answers; for a dynamic route's fallback shell (served for
 * params no build made), a path of that route with each param named after itself.
 */
function pagePath(metaFile: string): string {
  const route = `/${metaFile.replace(/\.meta$/, '').replace(/(^|\/)index$/, '')}`
  return route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '$1')
}

const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      file.endsWith('.meta') && existsSync(path.join(root, file.replace(/\.meta$/, '.html'))),
  )
  .map((file) => {
    const meta = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { postponed?: string }
    return {
      file,
      path: pagePath(file),
      fallback: file.includes('['),
      resumed: Boolean(meta.postponed),
    }
  })

const noncePages = pages.filter(
  (page) => page.file === '_not-found.meta' || isPerRequestPage(page.path, new URLSearchParams()),
)
const complete = noncePages.filter((page) => !page.resumed)
for (const page of complete) {
  console.error(`COMPLETE ${page.file}: a nonce page built whole; its scripts would not run`)
}
const resumed = pages.filter((page) => page.resumed && !page.fallback && !noncePages.includes(page))
for (const page of resumed) {
  console.error(`RESUMED  ${page.file}: not a nonce page, so it has only the site policy`)
}

const found = new Map<string, number>()
for (const page of noncePages.filter((page) => page.resumed)) {
  const html = readFileSync(path.join(root, page.file.replace(/\.meta$/, '.html')), 'utf8')
  for (const hash of inlineScriptHashes(html)) found.set(hash, (found.get(hash) ?? 0) + 1)
}
const listed = new Set(SHELL_SCRIPT_HASHES.map((hash) => `'${hash}'`))
for (const [hash, count] of found) {
  console.info(`${listed.has(hash) ? 'listed ' : 'MISSING'} ${hash} (${count} shells)`)
}
console.info(`${noncePages.length} nonce pages checked of ${pages.length} prerendered pages`)
const allListed = [...found.keys()].every((hash) => listed.has(hash))
const consistent = complete.length === 0 && resumed.length === 0
process.exitCode = noncePages.length > 0 && consistent && allListed ? 0 : 1

// Checks the prerendered shells of the last build against SHELL_SCRIPT_HASHES
// (lib/http/security-headers.ts): every inline script a shell runs must be listed, or the browser
// refuses it under the nonce policy. Prints each hash with the number of shells using it and fails
// on a missing one. A step of `npm test` after the build; after a next-themes, React or Next
// upgrade, copy the MISSING lines it prints into the list.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { inlineScriptHashes } from '../lib/http/inline-script-hashes.ts'
import { SHELL_SCRIPT_HASHES } from '../lib/http/security-headers.ts'

const root = '.next/server/app'
// The global error page is a complete static document (no resume, so no nonce), served only when
// the root layout itself fails; it reads without its scripts.
const shells = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && file !== '_global-error.html',
)
const found = new Map<string, number>()
for (const file of shells) {
  for (const hash of inlineScriptHashes(readFileSync(path.join(root, file), 'utf8'))) {
    found.set(hash, (found.get(hash) ?? 0) + 1)
  }
}
const listed = new Set(SHELL_SCRIPT_HASHES.map((hash) => `'${hash}'`))
for (const [hash, count] of found) {
  console.info(`${listed.has(hash) ? 'listed ' : 'MISSING'} ${hash} (${count} shells)`)
}
console.info(`${shells.length} shells checked`)
process.exitCode = shells.length > 0 && [...found.keys()].every((hash) => listed.has(hash)) ? 0 : 1

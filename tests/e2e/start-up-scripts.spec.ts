import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../../scripts/compile-hints'

const { rootMainFiles } = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
  rootMainFiles: string[]
}

test('the scripts every page starts with are served with V8 compile hints', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = rootMainFiles.filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) {
    expect(html, file).toContain(`/_next/${file}`)
    const body = await (await request.get(`/_next/${file}`)).text()
    expect(body.startsWith(COMPILE_HINT), file).toBe(true)
  }
})

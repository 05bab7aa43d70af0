import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
/** The port in NEXT_PUBLIC_SUPABASE_URL when the app was built (Supabase Local's default). */
const supabasePort = Number(
  new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321').port,
)

const ADMIN_SPECS = /admin-[\w-]+\.spec\.ts/
const OFFER_SPEC = /admin-settings-promotions\.spec\.ts/

/** Debian's Chromium: `npx playwright install` cannot download browsers on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two workers, the app server, Supabase Local and two software-rendered Chromiums share two
  // cores: on a slow day a sign-in journey or an axe sweep of the member pages needs more than
  // 30 s end to end (every step slower, none stuck). Anything that appears only after hydration
  // (the cookie banner, the signed-in header, a search typed before the scripts ran) shows 3-4.5 s
  // after navigation on a quiet machine with one worker; a clean-clone run at load 19 took 18 s
  // from the home page's HTML to the signed-in header and 13 s from the scripts' arrival to the
  // first search, so assertions wait up to 30 s and each test gets a minute and a half.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ADMIN_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The admin specs publish articles, close jobs, pause the offer and change settings in the
    // one shared Supabase Local; they run once the public specs, which read the seed, are done.
    {
      name: 'admin',
      testMatch: ADMIN_SPECS,
      testIgnore: OFFER_SPEC,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // It pauses the seeded offer that the analytics spec clicks, so it runs after the others.
    {
      name: 'admin-offer',
      testMatch: OFFER_SPEC,
      dependencies: ['admin'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A fresh in-memory Supabase Local with the seed, at the URL the build was made for.
      // Access tokens last 100 s so a test can outlive one and see the session refresh.
      command: `node supabase/local/server.ts --memory --port ${supabasePort} --jwt-expiry 100`,
      url: `http://127.0.0.1:${supabasePort}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx next start -H 127.0.0.1 -p ${port}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
})

import { createKeys } from './keys.ts'
import { readStatus } from './status-file.ts'

// `supabase status` for Supabase Local: `-o env` prints KEY=value lines for scripts and .env files.
async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const outputIndex = args.findIndex((a) => a === '-o' || a === '--output')
  const format = outputIndex === -1 ? 'pretty' : args[outputIndex + 1]
  const record = await readStatus()
  const running = record !== null && isAlive(record.pid)
  const keys = createKeys(record?.jwtSecret)
  const url = running ? record.url : 'http://127.0.0.1:54321'
  const values = {
    API_URL: url,
    REST_URL: `${url}/rest/v1`,
    ANON_KEY: keys.anonKey,
    SERVICE_ROLE_KEY: keys.serviceRoleKey,
    JWT_SECRET: keys.jwtSecret,
    PUBLISHABLE_KEY: keys.publishableKey,
    SECRET_KEY: keys.secretKey,
  }
  if (format === 'env') {
    for (const [key, value] of Object.entries(values)) console.log(`${key}="${value}"`)
  } else if (format === 'json') {
    console.log(JSON.stringify(values, null, 2))
  } else {
    console.log(
      running
        ? 'supabase local development setup is running.\n'
        : 'Supabase Local is not running (showing defaults).\n',
    )
    console.log(`         API URL: ${values.API_URL}`)
    console.log(`    REST API URL: ${values.REST_URL}`)
    console.log(`      JWT secret: ${values.JWT_SECRET}`)
    console.log(`        anon key: ${values.ANON_KEY}`)
    console.log(`service_role key: ${values.SERVICE_ROLE_KEY}`)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

await main()

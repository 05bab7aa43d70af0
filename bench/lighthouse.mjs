/**
 * Lighthouse (mobile, simulated throttling, Debian's Chromium) on pages of the production build
 * ('/', '/services', '/quizzes', one quiz, '/resources', '/careers', one job and '/contact' by
 * default), three runs each, with the medians beside a bare Next.js 16 page measured in the same
 * session.
 * Starts and stops its own servers on 127.0.0.1: Supabase Local in memory (on the port the site
 * was built for), `next start` for the site and for bench/bare-next.
 *
 * Usage: npm run bench:lighthouse [-- --no-build] [--runs 3] [--save dir] [--pages /,/services]
 *   --no-build  measure the existing builds (the site must have been built for SUPABASE_URL)
 *   --save dir  keep every Lighthouse JSON report in dir
 * Env: NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:54321), SITE_PORT (3210),
 *      BARE_PORT (3211), CHROMIUM_PATH (/usr/bin/chromium; handed to Lighthouse as CHROME_PATH).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { addCompileHints } from '../scripts/compile-hints.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bareDir = 'bench/bare-next'
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js')

const [nodeMajor] = process.versions.node.split('.').map(Number)
if (nodeMajor < 22) {
  console.error(`Lighthouse 13 needs Node 22+; this is ${process.version}.`)
  console.error('Run it as `npm run bench:lighthouse` or `npx node bench/lighthouse.mjs`.')
  process.exit(1)
}

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    pages: {
      type: 'string',
      default:
        '/,/services,/quizzes,/quiz/essay-structure,/resources,/careers,/careers/subject-tutor,/contact',
    },
  },
})
const pages = args.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean)
const runs = Number(args.runs)
const supabaseUrl = (process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321').replace(
  /\/+$/,
  '',
)
const sitePort = Number(process.env.SITE_PORT ?? 3210)
const barePort = Number(process.env.BARE_PORT ?? 3211)
const siteOrigin = `http://127.0.0.1:${sitePort}`
const bareOrigin = `http://127.0.0.1:${barePort}`
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Without the background-networking flags Chromium floods the closed network with retries.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
].join(' ')

const targets = {
  performance: { label: 'Performance', min: 95 },
  accessibility: { label: 'Accessibility', min: 100 },
  'best-practices': { label: 'Best Practices', min: 100 },
  seo: { label: 'SEO', min: 100 },
}
const metricTargets = {
  lcp: { label: 'LCP', max: 2000, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  cls: { label: 'CLS', max: 0.02, format: (value) => value.toFixed(3) },
  tbt: { label: 'TBT', max: 150, format: (ms) => `${Math.round(ms)} ms` },
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const children = new Set()

/** Runs a command to completion with inherited output. */
function run(command, commandArgs, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...extraEnv },
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    )
  })
}

/** Starts a server in its own process group, so stopping it also stops what npx started. */
function startServer(name, command, commandArgs, extraEnv = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, ...extraEnv },
  })
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000)
  })
  child.on('exit', (code) => {
    children.delete(child)
    if (code) console.error(`${name} exited with ${code}\n${errors}`)
  })
  children.add(child)
  return child
}

async function stopServers() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve)
          try {
            process.kill(-child.pid, 'SIGTERM')
          } catch {
            resolve()
          }
        }),
    ),
  )
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopServers().then(() => process.exit(130)))
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${label} did not answer at ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function ensureFree(url, label) {
  if (await answers(url)) throw new Error(`Something already answers at ${url} (${label})`)
}

const LIGHTHOUSE_ATTEMPTS = 3

/**
 * One Lighthouse run (the CLI's defaults: mobile, simulated throttling) as parsed JSON. Chromium
 * occasionally loses the trace of a page load (Lighthouse's NO_NAVSTART runtime error), which says
 * nothing about the page: such a run is made again rather than ending the whole bench.
 */
async function lighthouse(url, reportPath) {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${reportPath}`,
          `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        { CHROME_PATH: chromePath },
      )
      return JSON.parse(readFileSync(reportPath, 'utf8'))
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
      console.warn(`Lighthouse failed on ${url} (attempt ${attempt}); running it again`)
    }
  }
}

function summarise(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const value = (id) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    report,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The run whose performance score is the median one, for the cost breakdown. */
const medianRun = (results) =>
  [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]

function table(site, bare, page) {
  const lines = [
    `| Metric | Target | \`${page}\` (median) | \`${page}\` runs | Bare Next.js 16 page (median) | Met |`,
    '| --- | --- | ---: | --- | ---: | :---: |',
  ]
  const sitePerformance = median(site.map((r) => r.performance))
  const barePerformance = median(bare.map((r) => r.performance))
  for (const [id, { label, min }] of Object.entries(targets)) {
    const value = median(site.map((r) => r[id]))
    let met = value >= min
    let target = `≥ ${min}`
    if (id === 'performance') {
      met &&= sitePerformance >= barePerformance - 3
      target += ', ≥ bare − 3'
    }
    lines.push(
      `| ${label} | ${target} | ${value} | ${site.map((r) => r[id]).join(', ')} | ${median(bare.map((r) => r[id]))} | ${met ? 'yes' : 'no'} |`,
    )
  }
  for (const [id, { label, max, format }] of Object.entries(metricTargets)) {
    const value = median(site.map((r) => r[id]))
    lines.push(
      `| ${label} | ≤ ${format(max)} | ${format(value)} | ${site.map((r) => format(r[id])).join(', ')} | ${format(median(bare.map((r) => r[id])))} | ${value <= max ? 'yes' : 'no'} |`,
    )
  }
  const fcp = (results) => `${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s`
  lines.push(`| FCP | | ${fcp(site)} | | ${fcp(bare)} | |`)
  return lines.join('\n')
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** Where the page's time and bytes go, from the median run's audits. */
function costs({ report }) {
  const audits = report.audits
  const lines = []
  // Lighthouse 13 reports the LCP element and its timing subparts as an insight.
  const lcpParts = audits['lcp-breakdown-insight']?.details?.items ?? []
  const lcpNode = lcpParts.find((item) => item.type === 'node')
  const subparts = lcpParts.find((item) => item.type === 'table')?.items ?? []
  if (lcpNode) {
    const timing = subparts.map((part) => `${part.label} ${Math.round(part.duration)} ms`)
    lines.push(
      `- LCP element: \`${lcpNode.snippet}\` "${lcpNode.nodeLabel}" (unthrottled trace: ${timing.join(', ')})`,
    )
  }
  const resources = audits['resource-summary']?.details?.items ?? []
  const scripts = resources.find((item) => item.resourceType === 'script')
  const total = resources.find((item) => item.resourceType === 'total')
  if (scripts && total) {
    lines.push(
      `- Transferred: ${kb(total.transferSize)} in ${total.requestCount} requests, of which script ${kb(scripts.transferSize)} in ${scripts.requestCount} files`,
    )
  }
  const bootup = audits['bootup-time']?.details?.items ?? []
  if (bootup.length) {
    lines.push('- Script cost on the (simulated mobile) main thread, largest first:')
    for (const item of bootup.slice(0, 6)) {
      const url = String(item.url).replace(siteOrigin, '')
      lines.push(
        `  - ${url}: ${Math.round(item.total)} ms total, ${Math.round(item.scripting)} ms scripting, ${Math.round(item.scriptParseCompile)} ms parse/compile`,
      )
    }
  }
  const work = audits['mainthread-work-breakdown']?.details?.items ?? []
  if (work.length) {
    const parts = work
      .slice(0, 5)
      .map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`)
    lines.push(`- Main-thread work: ${parts.join(', ')}`)
  }
  const longTasks = audits['long-tasks']?.details?.items ?? []
  if (longTasks.length) {
    const parts = longTasks
      .slice(0, 5)
      .map((task) => `${String(task.url).replace(siteOrigin, '')} ${Math.round(task.duration)} ms`)
    lines.push(`- Long tasks: ${parts.join('; ')}`)
  }
  const missed = Object.entries(report.categories)
    .filter(([id]) => id !== 'performance')
    .flatMap(([, category]) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
    .map((ref) => `${ref.id} (${audits[ref.id].title})`)
  lines.push(`- Failed accessibility / best-practice / SEO audits: ${missed.join(', ') || 'none'}`)
  return lines.join('\n')
}

async function main() {
  const supabasePort = new URL(supabaseUrl).port
  // `next start` keeps regenerated pages here between runs; a page rendered against an earlier
  // database (another font, say) would be served first and then corrected, shifting the layout.
  for (const dir of ['.', bareDir]) {
    rmSync(path.join(root, dir, '.next/server/route-cache'), { recursive: true, force: true })
  }
  await ensureFree(`${supabaseUrl}/auth/v1/health`, 'Supabase')
  await ensureFree(siteOrigin, 'site')
  await ensureFree(bareOrigin, 'bare page')

  startServer('Supabase Local', process.execPath, [
    'supabase/local/server.ts',
    '--memory',
    '--port',
    supabasePort,
  ])
  await waitFor(`${supabaseUrl}/auth/v1/health`, 'Supabase Local')
  // The home page is prerendered from the database, so the build needs Supabase Local running.
  if (!args['no-build']) {
    await run('npx', ['next', 'build'], {
      NEXT_PUBLIC_SUPABASE_URL: supabaseUrl,
      NEXT_PUBLIC_SITE_URL: siteOrigin,
    })
    addCompileHints(path.join(root, '.next')) // as `npm run build` does
    await run('npx', ['next', 'build', bareDir])
  }
  const serverEnv = { NEXT_PUBLIC_SUPABASE_URL: supabaseUrl }
  startServer(
    'site',
    'npx',
    ['next', 'start', '-H', '127.0.0.1', '-p', String(sitePort)],
    serverEnv,
  )
  startServer('bare page', 'npx', [
    'next',
    'start',
    bareDir,
    '-H',
    '127.0.0.1',
    '-p',
    String(barePort),
  ])
  await waitFor(`${siteOrigin}/`, 'site')
  await waitFor(`${bareOrigin}/`, 'bare page')
  // First requests warm both servers before anything is measured.
  for (let i = 0; i < 3; i++) {
    await answers(`${siteOrigin}/`)
    await answers(`${bareOrigin}/`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  const reportDir = args.save ?? mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  mkdirSync(reportDir, { recursive: true })
  const site = new Map(pages.map((page) => [page, []]))
  const bare = []
  try {
    for (let i = 1; i <= runs; i++) {
      // Alternating the pages spreads any drift in machine load over all of them.
      const targets = [
        ...pages.map((page) => [page, siteOrigin, site.get(page)]),
        ['bare', bareOrigin, bare],
      ]
      for (const [label, origin, results] of targets) {
        const url = label === 'bare' ? `${origin}/` : `${origin}${label}`
        const file = `${label === '/' ? 'home' : label.replace(/\W+/g, '-')}-${i}.json`
        const result = summarise(await lighthouse(url, path.join(reportDir, file)))
        results.push(result)
        console.info(
          `run ${i} ${label}: performance ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
        )
      }
    }
  } finally {
    if (!args.save) rmSync(reportDir, { recursive: true, force: true })
  }

  const first = site.get(pages[0])[0]
  console.info(
    `\nLighthouse ${first.report.lighthouseVersion}, ${first.report.configSettings.formFactor}, ${first.report.configSettings.throttlingMethod} throttling, ${runs} runs each, ${new Date().toISOString().slice(0, 10)}`,
  )
  for (const page of pages) {
    console.info(`\n${table(site.get(page), bare, page)}`)
    console.info(`\nWhere \`${page}\` spends it (median run):\n${costs(medianRun(site.get(page)))}`)
  }
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopServers()
}

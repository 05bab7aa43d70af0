import { badRequest } from './errors.ts'

const units: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

// Go's time.ParseDuration ("24h", "1h30m", "876000h"), in milliseconds; GoTrue's ban_duration.
export function parseGoDuration(value: string): number {
  const invalid = () =>
    badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    )
  const match = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(value)
  if (value === '0') return 0
  if (!match) throw invalid()
  let total = 0
  for (const part of value.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (units[part[2] as string] as number)
  }
  return match[1] === '-' ? -total : total
}

import { describe, expect, it } from 'vitest'

import {
  type DeviceEnvironment,
  detectLowPerformance,
  lowPerformanceScript,
} from '@/lib/browser/low-performance'

/** A capable desktop: 8 GB, 8 cores, 4g, no touch. */
function device(overrides: Partial<DeviceEnvironment['navigator']> = {}, touchEvents = false) {
  const env: DeviceEnvironment = {
    navigator: {
      deviceMemory: 8,
      hardwareConcurrency: 8,
      maxTouchPoints: 0,
      connection: { effectiveType: '4g', saveData: false },
      ...overrides,
    },
  }
  if (touchEvents) env.ontouchstart = null
  return env
}

const cases: [string, DeviceEnvironment, boolean][] = [
  ['a capable desktop', device(), false],
  ['no optional signals at all', { navigator: {} }, false],
  ['device memory under 4', device({ deviceMemory: 2 }), true],
  ['device memory of exactly 4', device({ deviceMemory: 4 }), false],
  ['slow-2g connection', device({ connection: { effectiveType: 'slow-2g' } }), true],
  ['2g connection', device({ connection: { effectiveType: '2g' } }), true],
  ['3g connection', device({ connection: { effectiveType: '3g' } }), true],
  [
    '4g connection with Save-Data',
    device({ connection: { effectiveType: '4g', saveData: true } }),
    true,
  ],
  ['touch points', device({ maxTouchPoints: 5 }), true],
  ['touch events', device({}, true), true],
  ['2 cores', device({ hardwareConcurrency: 2 }), true],
  ['3 cores', device({ hardwareConcurrency: 3 }), true],
  ['exactly 4 cores', device({ hardwareConcurrency: 4 }), false],
  ['unknown core count', device({ hardwareConcurrency: 0 }), false],
]

/** Runs the inline script against a fake window and reports whether it flagged the hero and <html>. */
function runScript(env: DeviceEnvironment): boolean {
  const hero: Record<string, string> = {}
  const root: Record<string, string> = {}
  const element = (attributes: Record<string, string>) => ({
    setAttribute: (k: string, v: string) => (attributes[k] = v),
  })
  const document = {
    documentElement: element(root),
    currentScript: { parentElement: element(hero) },
  }
  new Function('window', 'document', lowPerformanceScript)(env, document)
  const flagged = hero['data-low-performance'] === 'true'
  expect(root['data-low-performance'] === 'true').toBe(flagged)
  return flagged
}

describe('low-performance detection', () => {
  it.each(cases)('%s', (_, env, expected) => {
    expect(detectLowPerformance(env)).toBe(expected)
  })

  it.each(cases)('the inline script agrees for %s', (_, env, expected) => {
    expect(runScript(env)).toBe(expected)
  })

  it('the inline script survives a browser without navigator details and flags nothing', () => {
    // The detector itself throws there; the script's try/catch is what keeps the page running.
    expect(() => detectLowPerformance({} as DeviceEnvironment)).toThrow(TypeError)
    expect(runScript({} as DeviceEnvironment)).toBe(false)
  })
})

/** The parts of `window` that low-performance detection reads (a real Window fits). */
export type DeviceEnvironment = {
  navigator: {
    deviceMemory?: number
    hardwareConcurrency?: number
    maxTouchPoints?: number
    connection?: { effectiveType?: string; saveData?: boolean }
  }
  ontouchstart?: unknown
}

/** Hero slide (zero-based) that low-performance devices get on its own. */
export const LOW_PERFORMANCE_SLIDE_INDEX = 2

/**
 * Spec: device memory under 4 GB, a slow connection type or Save-Data, touch support, or fewer
 * than 4 cores. The function must not reference anything outside itself: its source is also
 * inlined as a script that runs before the hero first paints (see `lowPerformanceScript`).
 */
export function detectLowPerformance(env: DeviceEnvironment): boolean {
  const nav = env.navigator
  const connection = nav.connection
  if (typeof nav.deviceMemory === 'number' && nav.deviceMemory < 4) return true
  if (connection && connection.saveData === true) return true
  if (connection && ['slow-2g', '2g', '3g'].indexOf(connection.effectiveType || '') !== -1) {
    return true
  }
  if ('ontouchstart' in env || (nav.maxTouchPoints || 0) > 0) return true
  const cores = nav.hardwareConcurrency
  return typeof cores === 'number' && cores > 0 && cores < 4
}

/**
 * Marks the element that contains this script, and <html>, as low-performance while the HTML is
 * parsed, so CSS shows the right slide and drops blur (the `low-performance:` variant) from the
 * first paint instead of switching after hydration.
 */
export const lowPerformanceScript = `try{if((${detectLowPerformance.toString()})(window))[document.documentElement,document.currentScript.parentElement].forEach(function(e){e.setAttribute('data-low-performance','true')})}catch(e){}`

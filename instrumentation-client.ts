// Runs in the browser before the app's modules. Zod builds each object schema by probing
// `new Function('')` for its JIT unless `jitless` is set; under the site's CSP (no 'unsafe-eval')
// the probe fails quietly but the browser still reports a violation on every page with a form.
// Zod keeps its settings on this global (zod/v4/core/core.js), so no zod import is needed here
// and the first-load bundle stays free of it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

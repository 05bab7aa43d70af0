import { z } from 'zod'

// Zod's JIT probes `new Function('')` on first use; under the site's CSP (no 'unsafe-eval') the
// probe fails quietly but the browser still reports a CSP violation on every page that validates.
z.config({ jitless: true })

import { open, rm, stat } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

// Cross-process mutex on a lock file, so parallel test workers build a template once instead of
// each paying for it. A lock older than staleMs is assumed to belong to a crashed process.
export async function acquireFileLock(
  lockPath: string,
  staleMs = 120_000,
): Promise<() => Promise<void>> {
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx')
      await handle.close()
      return () => rm(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = await stat(lockPath).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      )
      if (age > staleMs) await rm(lockPath, { force: true })
      else await sleep(200)
    }
  }
}

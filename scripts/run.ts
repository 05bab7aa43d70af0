import { spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(command: string, args: string[], env: Record<string, string> = {}) {
  const code = await run(command, args, env)
  if (code !== 0) process.exit(code)
}

import { readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { projectRoot } from './db/paths.ts'

export const statusFile = path.join(projectRoot, '.data', 'supabase-local.json')

export type StatusRecord = {
  url: string
  pid: number
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

// The running server records where it listens so `supabase:status` can report the real port.
export async function writeStatus(record: StatusRecord): Promise<void> {
  await mkdir(path.dirname(statusFile), { recursive: true })
  await writeFile(statusFile, `${JSON.stringify(record, null, 2)}\n`)
}

export async function readStatus(): Promise<StatusRecord | null> {
  const text = await readFile(statusFile, 'utf8').catch(() => null)
  if (!text) return null
  try {
    return JSON.parse(text) as StatusRecord
  } catch {
    return null
  }
}

export async function clearStatus(pid: number): Promise<void> {
  const current = await readStatus()
  if (current?.pid === pid) await rm(statusFile, { force: true })
}

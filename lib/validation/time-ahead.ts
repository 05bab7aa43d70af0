/**
 * Whether `time` (an ISO instant) has passed and is not the one already saved: a time being set
 * must lie ahead, while a saved one that has passed since is kept (the item went live, or
 * closed, on time). `saved` is null when nothing comparable is saved.
 */
export function passedAndNew(time: string, saved: string | null, now: Date): boolean {
  const at = Date.parse(time)
  if (at > now.getTime()) return false
  return saved === null || Date.parse(saved) !== at
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** A moment as the security page shows it (UTC, said so), or a dash when there is none. */
export function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>—</>
  return <time dateTime={iso}>{dateTime.format(new Date(iso))} UTC</time>
}

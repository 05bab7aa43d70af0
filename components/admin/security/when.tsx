import { LocalTime } from '@/components/admin/local-time'

/** A moment on the security pages in the admin's own time zone, or a dash when there is none. */
export function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <LocalTime iso={iso} /> : <>—</>
}

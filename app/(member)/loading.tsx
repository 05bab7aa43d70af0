import { Spinner } from '@/components/layout/spinner'

export default function Loading() {
  return <Spinner />
}

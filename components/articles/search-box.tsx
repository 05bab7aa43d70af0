'use client'

import { SearchIcon } from 'lucide-react'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { articlesHref } from '@/lib/articles/urls'

const TYPING_PAUSE_MS = 300

/**
 * A GET form that works without JavaScript. With it, results follow the query after a 300 ms
 * pause in typing, updating the URL without a full page load.
 */
export function SearchBox({
  initialQuery,
  category,
}: {
  initialQuery: string
  category: string | null
}) {
  const router = useRouter()
  const [query, setQuery] = React.useState(initialQuery)
  const [pending, startTransition] = React.useTransition()
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)

  React.useEffect(() => () => clearTimeout(timer.current), [])

  const navigate = (value: string) => {
    clearTimeout(timer.current)
    startTransition(() =>
      router.replace(articlesHref({ search: value.trim(), category }), { scroll: false }),
    )
  }

  return (
    <form
      role="search"
      action="/articles"
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        navigate(query)
      }}
      className="flex max-w-xl gap-2"
    >
      <label htmlFor="article-search" className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="article-search"
          type="search"
          name="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder="Search articles, e.g. exam stress"
          onChange={(event) => {
            const value = event.target.value
            setQuery(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => navigate(value), TYPING_PAUSE_MS)
          }}
          className="h-10 pl-9"
        />
      </div>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <Button type="submit" className="h-10">
        Search
      </Button>
      <span aria-live="polite" className="sr-only">
        {pending ? 'Searching…' : ''}
      </span>
    </form>
  )
}

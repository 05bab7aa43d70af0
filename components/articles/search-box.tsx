'use client'

import { SearchIcon } from 'lucide-react'
import { useRouter, useSearchParams } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useHydrated } from '@/components/ui/use-hydrated'
import { SEARCH_FORM_ID } from '@/components/articles/search-category-input'
import { articlesHref, articlesRewrite } from '@/lib/articles/urls'

const TYPING_PAUSE_MS = 300

const INPUT_ID = 'article-search'

type SearchFormProps = {
  formId?: string
  inputId?: string
  inputRef?: React.Ref<HTMLInputElement>
  query?: string
  onQueryChange?: (value: string) => void
  onSubmit?: React.FormEventHandler<HTMLFormElement>
  pending?: boolean
  children?: React.ReactNode
}

/**
 * A GET form to /articles: it works without JavaScript, and crawlers see a plain form. The
 * category it searches within is a field of the view below it (SearchCategoryInput), or, for a
 * form of a view's own (NoScriptSearchForm), a hidden field passed as `children`.
 */
export function SearchForm({
  formId = SEARCH_FORM_ID,
  inputId = INPUT_ID,
  inputRef,
  query,
  onQueryChange,
  onSubmit,
  pending,
  children,
}: SearchFormProps) {
  return (
    <form
      id={formId}
      role="search"
      action="/articles"
      method="get"
      onSubmit={onSubmit}
      className="flex max-w-xl gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="search"
          {...(onQueryChange
            ? { value: query, onChange: (event) => onQueryChange(event.target.value) }
            : { defaultValue: query })}
          maxLength={200}
          autoComplete="off"
          placeholder="Search articles, e.g. exam stress"
          size="lg"
          inset="icon"
        />
      </div>
      <Button type="submit" size="lg">
        Search
      </Button>
      {children}
      <span aria-live="polite" className="sr-only">
        {pending ? 'Searching…' : ''}
      </span>
    </form>
  )
}

/**
 * What the visitor typed into the server-rendered form before this one replaced it (the static
 * directory renders the plain form and swaps this one in once the page hydrates), and whether
 * they were still typing there. Read once, on the first client render, while that form is
 * still in the page; null on the server. `value` is null when they typed nothing: the plain
 * form starts empty even on a search's page, and its emptiness is no query.
 */
function typedBeforeHydration(): { value: string | null; focused: boolean } | null {
  if (typeof document === 'undefined') return null
  const input = document.getElementById(INPUT_ID)
  if (!(input instanceof HTMLInputElement)) return null
  const typed = input.value !== input.defaultValue
  return { value: typed ? input.value : null, focused: input === document.activeElement }
}

/**
 * The directory's search box: the plain form in the HTML, the live one once the page has hydrated.
 * The live one reads the URL's query, which no prerender has; rendered during the prerender, it
 * would leave a hole in the cached page that Next fills per request, and /articles would no longer
 * be a static document served whole from the cache.
 */
export function DirectorySearchBox() {
  const hydrated = useHydrated()
  return hydrated ? <SearchBox /> : <SearchForm />
}

/**
 * The search form with JavaScript: results follow the query after a 300 ms pause in typing.
 * The router goes to the route proxy.ts would rewrite to (it cannot know that a static page's
 * query changes what it shows), then the address bar gets the public /articles?search=… URL.
 * Letters typed before the page hydrated are kept, and so is the focus.
 */
function SearchBox() {
  const router = useRouter()
  const params = useSearchParams()
  const category = params.get('category')
  const searched = params.get('search') ?? ''
  const [typed] = React.useState(typedBeforeHydration)
  const [query, setQuery] = React.useState(typed?.value ?? searched)
  const [pending, startTransition] = React.useTransition()
  const publicUrl = React.useRef<string | null>(null)
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  const input = React.useRef<HTMLInputElement>(null)

  React.useEffect(() => () => clearTimeout(timer.current), [])
  React.useEffect(() => {
    if (pending || !publicUrl.current) return
    window.history.replaceState(null, '', publicUrl.current)
    publicUrl.current = null
  }, [pending])

  const navigate = (value: string) => {
    clearTimeout(timer.current)
    const href = articlesHref({ search: value.trim(), category })
    const [, search = ''] = href.split('?')
    const target = articlesRewrite(new URLSearchParams(search)) ?? href
    publicUrl.current = href
    startTransition(() => router.replace(target, { scroll: false }))
  }
  const searchAfterPause = (value: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => navigate(value), TYPING_PAUSE_MS)
  }
  const carryOver = React.useEffectEvent(() => {
    if (!typed) return
    if (typed.focused && input.current) {
      input.current.focus()
      input.current.setSelectionRange(input.current.value.length, input.current.value.length)
    }
    if (typed.value !== null && typed.value !== searched) searchAfterPause(typed.value)
  })
  React.useLayoutEffect(() => carryOver(), [])

  return (
    <SearchForm
      inputRef={input}
      query={query}
      pending={pending}
      onQueryChange={(value) => {
        setQuery(value)
        searchAfterPause(value)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        navigate(query)
      }}
    />
  )
}

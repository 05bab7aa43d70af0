import { FileQuestionIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'

/** The 404 message of every not-found page. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestionIcon aria-hidden="true" className="mb-6 size-14 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The page you were looking for has moved or no longer exists. Try the home page, or browse
        our study articles.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Return Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/articles">Browse Articles</Link>
        </Button>
      </div>
    </section>
  )
}

import Link from 'next/link'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'

import { cn } from '@/lib/utils'

const components: Components = {
  // The page's title is its only h1; a top-level heading in the body is a section like the rest.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ href = '', children, node: _node, ...props }) =>
    href.startsWith('/') && !href.endsWith('.xml') ? (
      <Link href={href} {...props}>
        {children}
      </Link>
    ) : (
      <a
        href={href}
        {...props}
        {...(href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    ),
  // A GFM task list's boxes are read-only; without a name each one is an unlabelled control.
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? (
      <input {...props} aria-label="Checklist item" />
    ) : (
      <input {...props} />
    ),
  table: ({ children, node: _node, ...props }) => (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table {...props}>{children}</table>
    </div>
  ),
}

/**
 * Renders Markdown on the server. Raw HTML in it is escaped, never rendered, and headings get
 * GitHub-style ids (the same ones lib/markdown/toc.ts links to).
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        // A long URL or DOI breaks anywhere rather than widening the page on a narrow screen.
        'prose max-w-none min-w-0 prose-slate dark:prose-invert prose-headings:scroll-mt-24 prose-a:wrap-anywhere prose-a:text-primary prose-a:underline-offset-4',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  )
}

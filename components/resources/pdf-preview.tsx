'use client'

import { EyeIcon, EyeOffIcon } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'shown'; pages: number }
  | { kind: 'members' }
  | { kind: 'failed' }

/** The widest the preview is drawn, in CSS pixels. */
const MAX_WIDTH = 640

/**
 * pdf.js, loaded only when someone asks for a preview (it is large). Its worker code runs on the
 * main thread: one page is quick to draw, and no worker script has to be allowed by the CSP.
 */
async function loadPdfJs() {
  await import('pdfjs-dist/build/pdf.worker.min.mjs')
  return import('pdfjs-dist')
}

async function fetchPdf(slug: string): Promise<ArrayBuffer | 'members'> {
  // The download route answers with a redirect to a short-lived signed URL; a members-only file
  // for a visitor without access ends on the sign-in page instead, which is not a PDF.
  const response = await fetch(`/resources/${slug}/download`)
  if (!response.ok) throw new Error(`The file answered ${response.status}`)
  if (!response.headers.get('content-type')?.includes('application/pdf')) return 'members'
  return response.arrayBuffer()
}

/**
 * An inline preview of a PDF's first page, drawn into a canvas with pdf.js: it needs no browser
 * plugin, works on phones, and loads nothing until asked.
 */
export function PdfPreview({ slug, title }: { slug: string; title: string }) {
  const [state, setState] = React.useState<State>({ kind: 'closed' })
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const regionId = React.useId()

  async function show() {
    setState({ kind: 'loading' })
    try {
      const [pdfjs, file] = await Promise.all([loadPdfJs(), fetchPdf(slug)])
      if (file === 'members') {
        setState({ kind: 'members' })
        return
      }
      const pdf = await pdfjs.getDocument({
        data: new Uint8Array(file),
        verbosity: pdfjs.VerbosityLevel.ERRORS,
      }).promise
      const page = await pdf.getPage(1)
      const canvas = canvasRef.current
      if (!canvas) return
      const width = Math.min(MAX_WIDTH, canvas.parentElement?.clientWidth ?? MAX_WIDTH)
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width })
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${Math.floor(viewport.width)}px`
      canvas.style.height = `${Math.floor(viewport.height)}px`
      await page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      }).promise
      setState({ kind: 'shown', pages: pdf.numPages })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  const open = state.kind === 'shown' || state.kind === 'members'
  const loading = state.kind === 'loading'
  // One button that stays put (a disclosure): removing it while the preview loads dropped the
  // keyboard user's focus onto the page's start.
  const toggle = () => {
    if (loading) return
    if (open) setState({ kind: 'closed' })
    else void show()
  }
  return (
    <section aria-label="Preview" className="grid gap-3">
      <div>
        <Button
          type="button"
          variant="outline"
          aria-controls={regionId}
          aria-expanded={open}
          aria-disabled={loading || undefined}
          onClick={toggle}
        >
          {open ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {open ? 'Hide the preview' : 'Preview the first page'}
        </Button>
      </div>
      <div id={regionId} aria-live="polite" className="grid justify-items-start gap-2">
        {state.kind === 'loading' ? <Spinner label="Loading the preview" /> : null}
        {state.kind === 'failed' ? (
          <p className="text-sm text-destructive">
            The preview could not be loaded. You can still download the PDF.
          </p>
        ) : null}
        {state.kind === 'members' ? (
          <p className="text-sm">Sign in with an active membership to preview this file.</p>
        ) : null}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`First page of ${title}`}
          hidden={state.kind !== 'shown'}
          className="max-w-full rounded-md border bg-white shadow-sm"
        />
        {state.kind === 'shown' ? (
          <p className="text-sm text-muted-foreground">
            Page 1 of {state.pages}. Download the PDF to see all of it.
          </p>
        ) : null}
      </div>
    </section>
  )
}

import { renderToStaticMarkup } from 'react-dom/server'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'

import { navLinkClass } from '@/components/layout/nav-links'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { withClassName } from '@/lib/utils'

// Public pages hydrate these without tailwind-merge (lib/utils.ts `withClassName`), so their own
// classes must already be what a merge would leave: no class overriding another.
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!)

function expectConflictFree(classes: string) {
  expect(twMerge(classes)).toBe(classes)
}

describe('class strings joined without tailwind-merge', () => {
  const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const
  const sizes = ['default', 'sm', 'lg', 'icon', 'icon-sm', 'icon-lg', 'inline'] as const

  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'the %s button at size %s has no conflicting classes',
    (variant, size) => {
      expectConflictFree(buttonVariants({ variant, size }))
    },
  )

  it.each([
    ['default', 'transparent', 'text'],
    ['lg', 'solid', 'icon'],
    ['lg', 'transparent', 'text'],
    ['default', 'solid', 'icon'],
  ] as const)(
    'an input of size %s, surface %s, inset %s has no conflicting classes',
    (size, surface, inset) => {
      const [classes] = classesOf(
        renderToStaticMarkup(<Input size={size} surface={surface} inset={inset} />),
      )
      expect(classes).toContain(size === 'lg' ? 'h-10' : 'h-9')
      expectConflictFree(classes!)
    },
  )

  it.each([
    ['label', <Label key="label">Email</Label>],
    ['skeleton', <Skeleton key="skeleton" />],
    ['textarea', <Textarea key="textarea" />],
    ['button', <Button key="button">Send</Button>],
  ])('a %s rendered without a className has no conflicting classes', (_name, element) => {
    const classes = classesOf(renderToStaticMarkup(element))
    expect(classes).toHaveLength(1)
    expectConflictFree(classes[0]!)
  })

  it('an open accordion item has no conflicting classes in any of its parts', () => {
    const classes = classesOf(
      renderToStaticMarkup(
        <Accordion type="single" defaultValue="one">
          <AccordionItem value="one">
            <AccordionTrigger>Question</AccordionTrigger>
            <AccordionContent>Answer</AccordionContent>
          </AccordionItem>
        </Accordion>,
      ),
    )
    expect(classes.length).toBeGreaterThanOrEqual(3)
    for (const each of classes) expectConflictFree(each)
  })

  it.each(['fit', 'full'] as const)(
    'tabs with a %s-width list have no conflicting classes in any of their parts',
    (width) => {
      const classes = classesOf(
        renderToStaticMarkup(
          <Tabs defaultValue="one">
            <TabsList width={width}>
              <TabsTrigger value="one">One</TabsTrigger>
              <TabsTrigger value="two">Two</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First</TabsContent>
          </Tabs>,
        ),
      )
      expect(classes).toHaveLength(5)
      expect(classes[1]).toContain(width === 'full' ? 'w-full' : 'w-fit')
      for (const each of classes) expectConflictFree(each)
    },
  )

  it.each([
    ['bar', true],
    ['bar', false],
    ['sheet', true],
    ['sheet', false],
  ] as const)('a %s navigation link (current: %s) has no conflicting classes', (layout, active) => {
    const classes = navLinkClass(layout, active)
    expect(classes.split(' ').includes('text-foreground')).toBe(active)
    expect(classes.split(' ').includes('text-muted-foreground')).toBe(!active)
    expectConflictFree(classes)
  })
})

describe('withClassName', () => {
  it('returns the own classes untouched when the caller adds none', () => {
    expect(withClassName('h-9 px-3 h-10', undefined)).toBe('h-9 px-3 h-10')
    expect(withClassName('h-9 px-3', '')).toBe('h-9 px-3')
  })

  it("lets the caller's classes override the own ones", () => {
    expect(withClassName('h-9 px-3 text-sm', 'h-10 mt-2')).toBe('px-3 text-sm h-10 mt-2')
  })

  it('lets a button caller override its size', () => {
    const [classes] = classesOf(
      renderToStaticMarkup(<Button className="h-12 rounded-full">Go</Button>),
    )
    expect(classes).toContain('h-12')
    expect(classes).toContain('rounded-full')
    expect(classes).not.toContain('h-9')
    expect(classes).not.toContain('rounded-md')
  })
})

import { ArrowDownIcon, CheckIcon, MessageCircleIcon, SparklesIcon } from 'lucide-react'

import { whatsappChatUrl } from '@/components/home/hero/whatsapp-url'
import { Button } from '@/components/ui/button'
import type { HeroSlide } from '@/content/hero-slides'
import { cn } from '@/lib/utils'

type Part = { slide: HeroSlide; className?: string }

/** Two-column slides keep the headline smaller so it wraps the same in Inter and its fallback. */
export function SlideIntro({ slide, className, centered = false }: Part & { centered?: boolean }) {
  return (
    <div className={cn(centered && 'flex flex-col items-center text-center', className)}>
      <p className="inline-flex items-center gap-1.5 rounded-full border bg-background/60 px-3 py-1 text-sm font-medium">
        <SparklesIcon aria-hidden="true" className="size-4 text-primary" />
        {slide.badge}
      </p>
      <h2
        className={cn(
          'mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl',
          centered && 'xl:text-6xl',
        )}
      >
        {slide.headline} <span className="text-primary">{slide.highlight}</span>
      </h2>
      <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
        {slide.subheadline}
      </p>
    </div>
  )
}

export function SlideActions({ slide, className }: Part) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button asChild size="lg">
        <a href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer">
          <MessageCircleIcon aria-hidden="true" />
          {slide.primaryCta}
          <span className="sr-only"> (opens WhatsApp in a new tab)</span>
        </a>
      </Button>
      <Button asChild size="lg" variant="outline">
        <a href="#services">
          {slide.secondaryCta}
          <ArrowDownIcon aria-hidden="true" />
        </a>
      </Button>
    </div>
  )
}

export function SlideStats({ slide, className }: Part) {
  return (
    <ul className={cn('grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4', className)}>
      {slide.stats.map((stat) => (
        <li key={stat.label} className="flex flex-col">
          <span className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</span>{' '}
          <span className="text-sm text-muted-foreground">{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}

export function SlideFeatures({ slide, className }: Part) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {slide.features.map((feature) => (
        <li
          key={feature}
          className="rounded-full border bg-background/60 px-3 py-1 text-sm font-medium"
        >
          {feature}
        </li>
      ))}
    </ul>
  )
}

export function SlideBenefits({ slide, className }: Part) {
  return (
    <ul className={cn('space-y-3', className)}>
      {slide.benefits.map((benefit) => (
        <li key={benefit} className="flex gap-3 text-sm sm:text-base">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  )
}

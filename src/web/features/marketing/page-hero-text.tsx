// A hero's eyebrow, h1 and lead, set in the type of its layout (page-hero.tsx).
import { cn } from '@/lib/cn'

import type { HeroLayout, TextBlockProps } from './page-hero-props'

// Shared by the full hero, the band and the home page's h1, so they set their text alike (the
// shop's banner keeps its own smaller type and amber eyebrow).
const navyEyebrow = 'text-sm font-semibold tracking-[0.2em] text-teal-light uppercase'
const navyTitle = 'text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl'
// Shared by the light layouts (a journal article's header, a policy's opening).
const lightEyebrow = 'text-sm font-semibold tracking-wider text-teal uppercase'
const lightLead = 'text-lg text-muted-foreground'

const textClasses: Record<HeroLayout, { eyebrow: string; title: string; lead: string }> = {
  hero: {
    eyebrow: cn('mb-3', navyEyebrow),
    title: navyTitle,
    lead: 'mt-5 max-w-2xl text-lg text-white/90 sm:text-xl',
  },
  band: {
    eyebrow: navyEyebrow,
    title: cn('max-w-3xl', navyTitle),
    lead: 'max-w-2xl text-lg text-white/90',
  },
  article: {
    eyebrow: lightEyebrow,
    title: 'text-3xl leading-tight font-bold tracking-tight text-balance text-navy sm:text-4xl',
    lead: lightLead,
  },
  shop: {
    eyebrow: 'mt-5 text-sm font-semibold tracking-[0.2em] text-amber uppercase sm:mt-6',
    title: 'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl',
    lead: 'mt-4 max-w-3xl text-base text-white/85 sm:text-lg',
  },
  document: {
    eyebrow: lightEyebrow,
    title: 'text-3xl font-bold tracking-tight text-navy sm:text-4xl',
    lead: lightLead,
  },
}

/** Eyebrow, h1 and lead in the layout's type. A brand goes inside the h1, over a larger title. */
export function HeroTextBlock({
  layout,
  headingId,
  title,
  brand,
  eyebrow,
  lead,
}: TextBlockProps & { layout: HeroLayout; brand?: string }) {
  const classes = textClasses[layout]
  return (
    <>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      {brand ? (
        <h1 id={headingId} className="flex flex-col gap-3">
          <span className={navyEyebrow}>{brand}</span>{' '}
          <span className={cn('max-w-3xl', navyTitle, 'lg:text-6xl')}>{title}</span>
        </h1>
      ) : (
        <h1 id={headingId} className={classes.title}>
          {title}
        </h1>
      )}
      {typeof lead === 'string' ? (
        <p className={classes.lead}>{lead}</p>
      ) : (
        lead.map((paragraph) => (
          <p key={paragraph} className={classes.lead}>
            {paragraph}
          </p>
        ))
      )}
    </>
  )
}

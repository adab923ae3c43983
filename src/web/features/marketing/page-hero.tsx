import { ArrowLeft } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

import { HeroHighlights } from './hero-highlights'
import {
  HeroFallbackPanel,
  type HeroVideoSource,
  type Poster,
  PosterPicture,
  type VideoHeroLabels,
  VideoHero,
} from './video-hero'

/** What sits behind a page hero: a background video over its poster, a still picture, or navy. */
export type HeroBackdrop =
  | {
      kind: 'video'
      video: HeroVideoSource
      poster: Poster
      labels: VideoHeroLabels
      /** The panel shown beside the text when the video cannot play. */
      fallback: { title: string; body: string }
    }
  | { kind: 'picture'; poster: Poster }
  | { kind: 'plain' }

type HeroText = {
  /** The page's one h1. */
  title: string
  eyebrow?: string
  lead: string
}

/** Short checked claims, listed right under the lead. */
type Highlights = { highlights?: readonly string[] }

type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> &
  HeroText &
  (
    | (Highlights & {
        /** The full hero: back link and text over a backdrop, with room below. */
        layout?: 'hero'
        /** The h1's id, which names the section; generated when not given. */
        headingId?: string
        /**
         * The back-to-home link every page has (docs/product.md, Routes); only the home page
         * goes without.
         */
        backLink?: { label: string; href: string }
        /** The clinic's name, set above the title inside the h1 (the home page's h1 names it). */
        brand?: string
        backdrop?: HeroBackdrop
      })
    | (Highlights & {
        /**
         * A compact navy band for a page whose back link sits elsewhere (the consultation and
         * downloads pages): the text stacked with even gaps, `children` right under the lead,
         * and `aside` in a second column from the lg breakpoint.
         */
        layout: 'band'
        /** The h1's id, which names the section (no id is generated, so other ids stay put). */
        headingId: string
        aside?: React.ReactNode
      })
    | {
        /**
         * The light header of a journal article, a `<header>` inside the `<article>` its h1
         * names: `above` (the breadcrumb links) over the text, `children` (the byline) under it.
         */
        layout: 'article'
        headingId: string
        above?: React.ReactNode
      }
    | {
        /**
         * A shop catalogue's banner (docs/product.md, Shop): the back link over the text, then
         * `children` (the value points) under the lead, in a tighter band than the full hero's
         * so the products start sooner.
         */
        layout: 'shop'
        headingId: string
        backLink: { label: string; href: string }
      }
  )

type PageHeroDocumentProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> &
  TextBlockProps & {
    /**
     * The plain opening of a document inside the page's text column (the policy pages): the
     * h1 and its lead paragraphs (one or several), stacked, with no band of color behind them.
     */
    layout: 'document'
  }

type Layout = NonNullable<PageHeroProps['layout']> | 'document'

// Shared by the full hero, the band and the home page's h1, so they set their text alike (the
// shop's banner keeps its own smaller type and amber eyebrow).
const navyEyebrow = 'text-sm font-semibold tracking-[0.2em] text-teal-light uppercase'
const navyTitle = 'text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl'
// Shared by the light layouts (a journal article's header, a policy's opening).
const lightEyebrow = 'text-sm font-semibold tracking-wider text-teal uppercase'
const lightLead = 'text-lg text-muted-foreground'

const textClasses: Record<Layout, { eyebrow: string; title: string; lead: string }> = {
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

// The same box as VideoHero's content area, so heroes with and without video line up.
const contentBox =
  'relative mx-auto grid w-full max-w-7xl gap-8 px-4 pt-10 pb-24 sm:px-6 sm:pt-14 lg:pt-20 lg:pb-16'

/**
 * The top of a page: eyebrow, h1, lead text and the caller's actions
 * (children). The full hero (default) adds the back-to-home link and sets the text over a
 * background video, a still picture or plain navy, with white text on a navy overlay that keeps
 * 4.5:1 over any frame. `layout="band"` is the compact navy band of the consultation and
 * downloads pages, `layout="article"` the light header of a journal article, `layout="shop"` a
 * catalogue's banner, `layout="document"` the plain opening of a policy page.
 */
function PageHero(props: PageHeroProps | PageHeroDocumentProps) {
  switch (props.layout) {
    case 'document':
      return <PageHeroDocument {...props} />
    case 'band':
      return <PageHeroBand {...props} />
    case 'article':
      return <PageHeroArticle {...props} />
    case 'shop':
      return <PageHeroShop {...props} />
    default:
      return props.headingId === undefined ? (
        <PageHeroWithGeneratedId {...props} />
      ) : (
        <PageHeroFull {...props} headingId={props.headingId} />
      )
  }
}

type PageHeroFullProps = Extract<PageHeroProps, { layout?: 'hero' }>

// useId numbers its ids in call order across the page, so only a hero without an id calls it:
// a page that names its h1 keeps the ids of everything below it.
function PageHeroWithGeneratedId(props: PageHeroFullProps) {
  const headingId = useId()
  return <PageHeroFull {...props} headingId={headingId} />
}

function PageHeroFull({
  title,
  eyebrow,
  lead,
  highlights,
  backLink,
  brand,
  backdrop = { kind: 'plain' },
  headingId,
  className,
  children,
  layout: _layout,
  ...rest
}: PageHeroFullProps & { headingId: string }) {
  const content = (
    <div data-slot="page-hero-content" className="flex max-w-3xl flex-col items-start">
      {backLink ? (
        <Link
          to={backLink.href}
          className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLink.label}
        </Link>
      ) : null}
      <HeroTextBlock
        layout="hero"
        headingId={headingId}
        title={title}
        brand={brand}
        eyebrow={eyebrow}
        lead={lead}
      />
      {highlights ? <HeroHighlights className="mt-6" items={highlights} /> : null}
      {children ? <div className="mt-8 w-full">{children}</div> : null}
    </div>
  )

  if (backdrop.kind === 'video') {
    return (
      <VideoHero
        data-tone="navy"
        aria-labelledby={headingId}
        video={backdrop.video}
        poster={backdrop.poster}
        labels={backdrop.labels}
        fallback={
          <HeroFallbackPanel title={backdrop.fallback.title}>
            <p>{backdrop.fallback.body}</p>
          </HeroFallbackPanel>
        }
        className={className}
        {...rest}
      >
        {content}
      </VideoHero>
    )
  }

  return (
    <section
      data-slot="page-hero"
      data-tone="navy"
      aria-labelledby={headingId}
      className={cn('relative isolate overflow-hidden bg-navy text-white', className)}
      {...rest}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {backdrop.kind === 'picture' ? (
          <PosterPicture poster={backdrop.poster} />
        ) : (
          <div className="size-full bg-linear-to-br from-navy via-navy to-teal" />
        )}
        <div className="absolute inset-0 bg-linear-to-r from-navy/90 via-navy/70 to-navy/35" />
      </div>
      <div className={contentBox}>
        <div>{content}</div>
      </div>
    </section>
  )
}

function PageHeroBand(props: Extract<PageHeroProps, { layout: 'band' }>) {
  const [text, { highlights, aside, className, children, layout, ...rest }] = splitText(props)
  const content = (
    <>
      <HeroTextBlock layout={layout} {...text} />
      {highlights ? <HeroHighlights items={highlights} /> : null}
      {children}
    </>
  )

  return (
    <section
      aria-labelledby={text.headingId}
      className={cn('bg-navy text-white', className)}
      {...rest}
    >
      {aside ? (
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">{content}</div>
          {aside}
        </div>
      ) : (
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-14 sm:px-6 sm:py-20">
          {content}
        </div>
      )}
    </section>
  )
}

function PageHeroArticle(props: Extract<PageHeroProps, { layout: 'article' }>) {
  const [text, { above, className, children, layout, ...rest }] = splitText(props)
  return (
    <header className={cn('bg-mist', className)} {...rest}>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pt-8 pb-10 sm:px-6 sm:pt-12">
        {above}
        <HeroTextBlock layout={layout} {...text} />
        {children}
      </div>
    </header>
  )
}

function PageHeroShop(props: Extract<PageHeroProps, { layout: 'shop' }>) {
  const [text, { backLink, className, children, layout, ...rest }] = splitText(props)
  return (
    <section
      data-slot="catalogue-hero"
      aria-labelledby={text.headingId}
      className={cn('bg-navy text-white', className)}
      {...rest}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-14">
        <Link
          to={backLink.href}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-teal-light hover:text-white focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLink.label}
        </Link>
        <HeroTextBlock layout={layout} {...text} />
        {children}
      </div>
    </section>
  )
}

function PageHeroDocument(props: PageHeroDocumentProps) {
  const [text, { className, layout, ...rest }] = splitText(props)
  return (
    <div className={cn('flex flex-col gap-4', className)} {...rest}>
      <HeroTextBlock layout={layout} {...text} />
    </div>
  )
}

type TextBlockProps = Omit<HeroText, 'lead'> & {
  headingId?: string
  /** One paragraph, or several. */
  lead: string | readonly string[]
}

/** A layout's props split into its text (for HeroTextBlock) and the rest. */
function splitText<P extends TextBlockProps>({ headingId, title, eyebrow, lead, ...rest }: P) {
  return [{ headingId, title, eyebrow, lead }, rest] as const
}

/** Eyebrow, h1 and lead in the layout's type. A brand goes inside the h1, over a larger title. */
function HeroTextBlock({
  layout,
  headingId,
  title,
  brand,
  eyebrow,
  lead,
}: TextBlockProps & { layout: Layout; brand?: string }) {
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

export { PageHero }

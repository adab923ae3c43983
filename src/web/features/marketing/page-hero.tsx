import { ArrowLeft } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

import type { MediaObject } from './use-public-media-url'
import { HeroFallbackPanel, type Poster, type VideoHeroLabels, VideoHero } from './video-hero'

/** What sits behind a page hero: a background video over its poster, a still picture, or navy. */
export type HeroBackdrop =
  | {
      kind: 'video'
      /** `null` while the video is still being looked for (or none was found): poster only. */
      video: MediaObject | null
      poster: Poster
      labels: VideoHeroLabels
      /** The panel shown beside the text when the video cannot play. */
      fallback: { title: string; body: string }
    }
  | { kind: 'picture'; poster: Poster }
  | { kind: 'plain' }

type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The page's one h1. */
  title: string
  eyebrow?: string
  lead: string
} & (
    | {
        /** The full hero: back link and text over a backdrop, with room below. */
        layout?: 'hero'
        /** The h1's id, which names the section; generated when not given. */
        headingId?: string
        /** The back-to-home link every page has (docs/product.md, Routes). */
        backLink: { label: string; href: string }
        backdrop?: HeroBackdrop
      }
    | {
        /**
         * A compact navy band for a page whose back link sits elsewhere (the consultation and
         * downloads pages): the text stacked with even gaps, `children` right under the lead,
         * and `aside` in a second column from the lg breakpoint.
         */
        layout: 'band'
        /** The h1's id, which names the section (no id is generated, so other ids stay put). */
        headingId: string
        aside?: React.ReactNode
      }
  )

// The same box as VideoHero's content area, so heroes with and without video line up.
const contentBox =
  'relative mx-auto grid w-full max-w-7xl gap-8 px-4 pt-10 pb-24 sm:px-6 sm:pt-14 lg:pt-20 lg:pb-16'

/**
 * The top of a program, treatment or content page: back-to-home link, eyebrow, h1, lead text and
 * the caller's actions (children), over a background video, a still picture or plain navy.
 * White text sits on a navy overlay that keeps 4.5:1 over any frame. `layout="band"` is the
 * compact navy band of the consultation and downloads pages instead.
 */
function PageHero(props: PageHeroProps) {
  return props.layout === 'band' ? <PageHeroBand {...props} /> : <PageHeroFull {...props} />
}

function PageHeroFull({
  title,
  eyebrow,
  lead,
  backLink,
  backdrop = { kind: 'plain' },
  headingId: givenHeadingId,
  className,
  children,
  layout: _layout,
  ...rest
}: Exclude<PageHeroProps, { layout: 'band' }>) {
  const generatedId = useId()
  const headingId = givenHeadingId ?? generatedId
  const content = (
    <PageHeroContent
      headingId={headingId}
      title={title}
      eyebrow={eyebrow}
      lead={lead}
      backLink={backLink}
    >
      {children}
    </PageHeroContent>
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
          <picture>
            <source type="image/webp" srcSet={backdrop.poster.webp} />
            <img
              src={backdrop.poster.jpg}
              alt=""
              width={backdrop.poster.width}
              height={backdrop.poster.height}
              fetchPriority="high"
              decoding="async"
              className="size-full object-cover"
            />
          </picture>
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

function PageHeroBand({
  title,
  eyebrow,
  lead,
  headingId,
  aside,
  className,
  children,
  layout: _layout,
  ...props
}: Extract<PageHeroProps, { layout: 'band' }>) {
  const text = (
    <>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.2em] text-teal-light uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1
        id={headingId}
        className="max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </h1>
      <p className="max-w-2xl text-lg text-white/90">{lead}</p>
      {children}
    </>
  )

  return (
    <section aria-labelledby={headingId} className={cn('bg-navy text-white', className)} {...props}>
      {aside ? (
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">{text}</div>
          {aside}
        </div>
      ) : (
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-14 sm:px-6 sm:py-20">
          {text}
        </div>
      )}
    </section>
  )
}

type PageHeroContentProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  headingId: string
  title: string
  eyebrow?: string
  lead: string
  backLink: { label: string; href: string }
}

function PageHeroContent({
  headingId,
  title,
  eyebrow,
  lead,
  backLink,
  className,
  children,
  ...props
}: PageHeroContentProps) {
  return (
    <div
      data-slot="page-hero-content"
      className={cn('flex max-w-3xl flex-col items-start', className)}
      {...props}
    >
      <Link
        to={backLink.href}
        className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLink.label}
      </Link>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-teal-light uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1
        id={headingId}
        className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{lead}</p>
      {children ? <div className="mt-8 w-full">{children}</div> : null}
    </div>
  )
}

export { PageHero }

// The full page hero (PageHero's default layout, page-hero.tsx): the back link and the text over
// a background video, a still picture or plain navy.
import { ArrowLeft } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

import { HeroHighlights } from './hero-highlights'
import type { PageHeroFullProps } from './page-hero-props'
import { HeroTextBlock } from './page-hero-text'
import { HeroFallbackPanel, PosterPicture, VideoHero } from './video-hero'

// The same box as VideoHero's content area, so heroes with and without video line up.
const contentBox =
  'relative mx-auto grid w-full max-w-7xl gap-8 px-4 pt-10 pb-24 sm:px-6 sm:pt-14 lg:pt-20 lg:pb-16'

// useId numbers its ids in call order across the page, so only a hero without an id calls it:
// a page that names its h1 keeps the ids of everything below it.
export function PageHeroWithGeneratedId(props: PageHeroFullProps) {
  const headingId = useId()
  return <PageHeroFull {...props} headingId={headingId} />
}

export function PageHeroFull({
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

import { Pause, Play } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { startHeroVideo } from './hero-video-controller'

/** A still frame in two encodings; `width`/`height` are its intrinsic size (no layout shift). */
export type Poster = { webp: string; jpg: string; width: number; height: number }

export type VideoHeroLabels = {
  /** The play overlay's name, e.g. 'Play background video'. */
  play: string
  pause: string
  /** The video element's fallback content. */
  unsupported: string
}

/**
 * The hero's video in a public storage bucket: the first of `files` that the bucket serves
 * (several when the file's name is not settled; each is checked in order, once the page is idle).
 */
export type HeroVideoSource = { bucket: string; files: readonly string[] }

type VideoHeroProps = React.ComponentProps<'section'> & {
  /** `null` when there is no video: the still image shows alone. */
  video: HeroVideoSource | null
  poster: Poster
  labels: VideoHeroLabels
  /** Shown beside the content when the video cannot be played; the still image stays. */
  fallback: React.ReactNode
}

/**
 * A hero over a muted, looping background video (docs/product.md, Hero videos). The poster paints
 * first (it is the largest paint); once the page is idle the video gets its address, autoplay is
 * tried unless the visitor prefers reduced motion, and the video fades in over 1000 ms once it
 * plays. A play overlay shows while loaded but not playing, a pause button while playing
 * (WCAG 2.2.2), the fallback panel when it cannot play.
 *
 * This renders every state at once, hidden by the section's data attributes; what sets them is
 * `startHeroVideo` (hero-video-controller.ts), which needs no React: on a prerendered page the
 * boot script runs it as soon as the page has painted, long before the page's code starts.
 */
function VideoHero({
  video,
  poster,
  labels,
  fallback,
  className,
  children,
  ...props
}: VideoHeroProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const files = video?.files.join('|')

  useEffect(() => {
    const section = sectionRef.current
    if (!section || !files) return
    return startHeroVideo(section)
  }, [video?.bucket, files])

  return (
    <section
      ref={sectionRef}
      data-slot="video-hero"
      data-video-bucket={video?.bucket}
      data-video-files={files}
      className={cn('group/video relative isolate overflow-hidden bg-navy text-white', className)}
      {...props}
    >
      <div className="absolute inset-0 -z-10">
        <PosterPicture poster={poster} />
        {video ? (
          // Muted, looping, inline on phones, only its metadata fetched once it has an address,
          // and out of the tab order: the buttons below play and pause it. It stops a pixel short
          // of every edge, over the same picture, so it is never larger than the poster: a video
          // fading in over a poster of the same size, rounded a few pixels larger, would become
          // the page's largest paint seconds later on a slow network
          // (docs/decisions/008-hero-media-poster-first.md).
          <video
            poster={poster.jpg}
            muted
            loop
            playsInline
            preload="metadata"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-px size-[calc(100%-2px)] object-cover opacity-0 transition-opacity duration-1000 ease-out group-data-[video-started]/video:opacity-100 group-data-[video-state=error]/video:hidden motion-reduce:transition-none"
          >
            {labels.unsupported}
          </video>
        ) : null}
        {/* Keeps white text above 4.5:1 over every frame. */}
        <div className="absolute inset-0 bg-linear-to-r from-navy/90 via-navy/70 to-navy/35" />
      </div>

      {/* The bottom padding keeps room for the video control, so it never shifts the layout. */}
      <div className="relative mx-auto grid w-full max-w-7xl gap-8 px-4 pt-14 pb-24 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-12 lg:pt-28 lg:pb-16">
        <div data-slot="video-hero-content">{children}</div>
        {video ? (
          <div className="hidden justify-end group-data-[video-state=error]/video:flex">
            {fallback}
          </div>
        ) : null}
        {video ? (
          <div className="absolute right-4 bottom-6 sm:right-6 lg:bottom-16">
            <div className="hidden group-data-[video-control=play]/video:block">
              <Button type="button" size="lg" variant="overlay" round data-video-action="play">
                <Play aria-hidden="true" className="size-5 fill-current" />
                {labels.play}
              </Button>
            </div>
            <div className="hidden group-data-[video-control=pause]/video:block">
              <Button
                type="button"
                size="icon"
                variant="overlayDim"
                round
                aria-label={labels.pause}
                data-video-action="pause"
              >
                <Pause aria-hidden="true" className="size-5" />
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** A hero's still backdrop, decorative; the page's largest paint, so it is fetched first. */
function PosterPicture({ poster }: { poster: Poster }) {
  return (
    <picture>
      <source type="image/webp" srcSet={poster.webp} />
      <img
        src={poster.jpg}
        alt=""
        width={poster.width}
        height={poster.height}
        fetchPriority="high"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  )
}

/** The "medical excellence" panel a hero shows in place of its video. */
function HeroFallbackPanel({
  title,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & { title: string }) {
  return (
    <div
      data-slot="hero-fallback-panel"
      className={cn(
        'w-full max-w-sm rounded-xl border border-white/25 bg-navy/75 p-5 text-left shadow-lg backdrop-blur-sm',
        className,
      )}
      {...props}
    >
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <div className="mt-2 text-sm text-white/90">{children}</div>
    </div>
  )
}

export { HeroFallbackPanel, PosterPicture, VideoHero }

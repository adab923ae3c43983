import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'
import { cn } from '@/lib/cn'

import { LoopingVideo } from './looping-video'
import { type MediaObject, usePublicMediaUrl } from './use-public-media-url'

/** A still frame in two encodings; `width`/`height` are its intrinsic size (no layout shift). */
export type Poster = { webp: string; jpg: string; width: number; height: number }

export type VideoHeroLabels = {
  /** The play overlay's name, e.g. 'Play background video'. */
  play: string
  pause: string
  /** The video element's fallback content. */
  unsupported: string
}

type VideoHeroProps = React.ComponentProps<'section'> & {
  /** `null` while there is no video to play (yet): the still image shows alone. */
  video: MediaObject | null
  poster: Poster
  labels: VideoHeroLabels
  /** Shown beside the content when the video cannot be played; the still image stays. */
  fallback: React.ReactNode
}

const noVideo: MediaObject = { bucket: '', file: '' }

/**
 * A hero over a muted, looping background video (docs/product.md, Hero videos). The poster paints
 * first (it is the largest paint); the video's URL is resolved through supabase-js after that,
 * autoplay is tried unless the visitor prefers reduced motion, and the video fades in over 1000 ms
 * once it plays. States: `loaded`, `error`, `canAutoplay`; a play overlay shows while loaded but
 * not playing, and a pause button while playing (WCAG 2.2.2).
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
  const reducedMotion = usePrefersReducedMotion()
  const { url, failed } = usePublicMediaUrl(video ?? noVideo, {
    enabled: video !== null,
    label: 'Hero video',
  })
  const videoRef = useRef<HTMLVideoElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState(false)
  const [canAutoplay, setCanAutoplay] = useState<boolean | null>(null)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  // Try autoplay once the URL is known; a refusal leaves the play overlay to the visitor.
  useEffect(() => {
    const element = videoRef.current
    if (!url || !element || reducedMotion) return
    let active = true
    element.play().then(
      () => {
        if (!active) return
        setCanAutoplay(true)
        markPlaying()
      },
      (reason: unknown) => {
        if (!active) return
        // NotAllowedError is the autoplay policy; anything else is a load failure, which the
        // video's error event reports.
        const blocked = reason instanceof DOMException && reason.name === 'NotAllowedError'
        console.warn(
          blocked ? 'Hero video autoplay was blocked:' : 'Hero video did not start:',
          reason,
        )
        setCanAutoplay(false)
      },
    )
    return () => {
      active = false
    }
  }, [url, reducedMotion])

  const unavailable = failed || error
  const awaitingAutoplay = !reducedMotion && canAutoplay === null
  const showOverlay = loaded && !playing && !unavailable && !awaitingAutoplay

  // A video that plays has loaded, whichever event arrives first.
  function markPlaying() {
    setLoaded(true)
    setPlaying(true)
    setStarted(true)
  }

  function play() {
    videoRef.current
      ?.play()
      .then(markPlaying, (reason: unknown) => console.warn('Hero video could not play:', reason))
  }

  return (
    <section
      data-slot="video-hero"
      // Its video starts by itself: page-boot.ts starts the page's code once it has painted.
      data-needs-script=""
      data-video-state={unavailable ? 'error' : playing ? 'playing' : loaded ? 'loaded' : 'poster'}
      className={cn('relative isolate overflow-hidden bg-navy text-white', className)}
      {...props}
    >
      <div className="absolute inset-0 -z-10">
        <PosterPicture poster={poster} />
        {url && !unavailable ? (
          <LoopingVideo
            ref={videoRef}
            src={url}
            poster={poster.jpg}
            unsupported={labels.unsupported}
            name="Hero video"
            onFail={() => setError(true)}
            aria-hidden="true"
            onLoadedMetadata={() => setLoaded(true)}
            onLoadedData={() => setLoaded(true)}
            onPlaying={markPlaying}
            onPause={() => setPlaying(false)}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-1000 ease-out motion-reduce:transition-none',
              started ? 'opacity-100' : 'opacity-0',
            )}
          />
        ) : null}
        {/* Keeps white text above 4.5:1 over every frame. */}
        <div className="absolute inset-0 bg-linear-to-r from-navy/90 via-navy/70 to-navy/35" />
      </div>

      {/* The bottom padding keeps room for the video control, so it never shifts the layout. */}
      <div className="relative mx-auto grid w-full max-w-7xl gap-8 px-4 pt-14 pb-24 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-12 lg:pt-28 lg:pb-16">
        <div data-slot="video-hero-content">{children}</div>
        {unavailable ? <div className="flex justify-end">{fallback}</div> : null}
        <div className="absolute right-4 bottom-6 sm:right-6 lg:bottom-16">
          {/* One button for both, so focus stays on it when it turns from play to pause. */}
          {showOverlay || playing ? (
            <Button
              type="button"
              size={playing ? 'icon' : 'lg'}
              variant={playing ? 'overlayDim' : 'overlay'}
              round
              aria-label={playing ? labels.pause : undefined}
              onClick={playing ? () => videoRef.current?.pause() : play}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <>
                  <Play aria-hidden="true" className="size-5 fill-current" />
                  {labels.play}
                </>
              )}
            </Button>
          ) : null}
        </div>
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

import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'

import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'
import { cn } from '@/lib/cn'

import { LoopingVideo } from './looping-video'
import { type MediaObject, usePublicMediaUrl } from './use-public-media-url'
import type { Poster, VideoHeroLabels } from './video-hero'

type HoverVideoProps = React.ComponentProps<'div'> & {
  video: MediaObject
  poster: Poster & { alt: string }
  labels: VideoHeroLabels
}

/**
 * An inline video that plays while a mouse hovers it and pauses when it leaves; a button over
 * it toggles play/pause for keyboard and touch. Its URL is resolved only as it nears the
 * viewport, and it starts by itself once its data loads; a visitor who prefers reduced motion
 * gets neither the autoplay nor the hover, only the button. A failure keeps the poster.
 */
function HoverVideo({ video, poster, labels, className, ...props }: HoverVideoProps) {
  const reducedMotion = usePrefersReducedMotion()
  const rootRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  // Without IntersectionObserver there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const [playing, setPlaying] = useState(false)
  const [error, setError] = useState(false)
  const { url, failed } = usePublicMediaUrl(video, { enabled: near, label: 'Journey video' })

  useEffect(() => {
    const root = rootRef.current
    if (!root || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(root)
    return () => observer.disconnect()
  }, [near])

  function play() {
    videoRef.current?.play().catch((reason: unknown) => {
      console.warn('Journey video could not play:', reason)
    })
  }

  function pause() {
    videoRef.current?.pause()
  }

  const unavailable = failed || error
  const hasVideo = url !== null && !unavailable

  return (
    <div
      ref={rootRef}
      data-slot="hover-video"
      data-state={playing ? 'playing' : 'paused'}
      className={cn(
        'relative aspect-video overflow-hidden rounded-2xl bg-navy shadow-lg',
        className,
      )}
      onPointerEnter={(event) => {
        // Passing over is no request for motion: with reduced motion only the button plays.
        if (hasVideo && !reducedMotion && event.pointerType === 'mouse') play()
      }}
      onPointerLeave={(event) => {
        if (hasVideo && event.pointerType === 'mouse') pause()
      }}
      {...props}
    >
      <picture>
        <source type="image/webp" srcSet={poster.webp} />
        <img
          src={poster.jpg}
          alt={hasVideo ? '' : poster.alt}
          width={poster.width}
          height={poster.height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      {hasVideo ? (
        <LoopingVideo
          ref={videoRef}
          src={url}
          poster={poster.jpg}
          unsupported={labels.unsupported}
          name="Journey video"
          onFail={() => setError(true)}
          aria-label={poster.alt}
          onLoadedData={() => {
            if (!reducedMotion) play()
          }}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      {hasVideo ? (
        <button
          type="button"
          aria-label={playing ? labels.pause : labels.play}
          onClick={playing ? pause : play}
          className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-amber"
        >
          <span
            className={cn(
              'flex items-center justify-center rounded-full bg-white/90 text-navy shadow-lg',
              playing ? 'absolute right-3 bottom-3 size-11' : 'size-16 group-hover:bg-white',
            )}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current" />
            )}
          </span>
        </button>
      ) : null}
    </div>
  )
}

export { HoverVideo }

import type * as React from 'react'

type LoopingVideoProps = Omit<
  React.ComponentProps<'video'>,
  'src' | 'poster' | 'children' | 'onError'
> & {
  src: string
  /** The still shown until the first frame. */
  poster: string
  /** What a browser without video support shows instead. */
  unsupported: string
  /** Names the video in the console, e.g. 'Hero video'. */
  name: string
  /** The video cannot be played: the caller keeps its poster. */
  onFail: () => void
}

/**
 * The site's inline videos that React drives (the journey video; the hero backdrops are
 * static markup driven by hero-video-controller.ts): muted, looping, inline on
 * phones, only their metadata fetched up front, and out of the tab order — the page's own button
 * plays and pauses them. A load failure is logged with the browser's reason, or the URL where it
 * gives none.
 */
function LoopingVideo({ src, poster, unsupported, name, onFail, ...props }: LoopingVideoProps) {
  return (
    <video
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="metadata"
      tabIndex={-1}
      onError={(event) => {
        console.error(`${name} failed to load:`, event.currentTarget.error?.message || src)
        onFail()
      }}
      {...props}
    >
      {unsupported}
    </video>
  )
}

export { LoopingVideo }

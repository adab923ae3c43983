// What PageHero takes (page-hero.tsx), one shape per layout, and the split of a layout's props
// into its text and the rest, shared by the layouts in page-hero.tsx and page-hero-full.tsx.
import type * as React from 'react'

import type { HeroVideoSource, Poster, VideoHeroLabels } from './video-hero'

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

export type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> &
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

export type PageHeroDocumentProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> &
  TextBlockProps & {
    /**
     * The plain opening of a document inside the page's text column (the policy pages): the
     * h1 and its lead paragraphs (one or several), stacked, with no band of color behind them.
     */
    layout: 'document'
  }

/** Every layout's name, the document's included. */
export type HeroLayout = NonNullable<PageHeroProps['layout']> | 'document'

export type PageHeroFullProps = Extract<PageHeroProps, { layout?: 'hero' }>

export type TextBlockProps = Omit<HeroText, 'lead'> & {
  headingId?: string
  /** One paragraph, or several. */
  lead: string | readonly string[]
}

/** A layout's props split into its text (for HeroTextBlock) and the rest. */
export function splitText<P extends TextBlockProps>({
  headingId,
  title,
  eyebrow,
  lead,
  ...rest
}: P) {
  return [{ headingId, title, eyebrow, lead }, rest] as const
}

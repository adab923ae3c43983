import type * as React from 'react'

import { PageMain } from '@/components/layouts/page-main'
import {
  type HeroCopy,
  type PageMetaCopy,
  type PosterCopy,
  programPageLabels as labels,
  type SectionCopy,
} from '@/content/program-pages'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useScrollToHash } from '@/hooks/use-scroll-to-hash'

import { ActionLinks } from './action-links'
import { CopySection } from './copy-section'
import { type HeroBackdrop, PageHero } from './page-hero'
import { type Testimonial, TestimonialCards } from './testimonial-cards'
import type { HeroVideoSource } from './video-hero'

type ProgramPageLayoutProps = {
  page: { meta: PageMetaCopy; hero: HeroCopy }
  /** The still picture behind the hero, and the video's poster when there is one. */
  poster: PosterCopy
  /**
   * The hero's background video, from the storage bucket. Leave it out for a page whose hero is
   * a still picture.
   */
  video?: HeroVideoSource
  /** Everything below the hero. */
  children: React.ReactNode
}

/**
 * The frame of every program and treatment page (docs/product.md, Program and treatment pages): the
 * page's title and description, a deep link to a section honored once it has rendered, and the
 * hero with its calls to action over a video or a still picture.
 */
function ProgramPageLayout({ page, poster, video, children }: ProgramPageLayoutProps) {
  usePageMeta(page.meta)
  useScrollToHash()
  const { hero } = page
  const backdrop: HeroBackdrop =
    video === undefined
      ? { kind: 'picture', poster }
      : {
          kind: 'video',
          video,
          poster,
          labels: labels.heroVideo,
          fallback: labels.heroFallback,
        }

  return (
    <PageMain>
      <PageHero
        id="hero"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        backLink={labels.backLink}
        backdrop={backdrop}
      >
        <ActionLinks actions={hero.actions} />
      </PageHero>

      {children}
    </PageMain>
  )
}

/** A program page's testimonials: the first three of the program's own, on mist. */
function ProgramTestimonials({
  copy,
  testimonials,
}: {
  copy: SectionCopy
  testimonials: readonly Testimonial[]
}) {
  return (
    <CopySection copy={copy} tone="mist">
      <TestimonialCards
        className="mt-12"
        testimonials={testimonials}
        limit={3}
        labels={labels.testimonials}
      />
    </CopySection>
  )
}

export { ProgramPageLayout, ProgramTestimonials }

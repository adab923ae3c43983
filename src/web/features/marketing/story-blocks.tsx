import { ArrowRight, Quote } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** An illustration file with its intrinsic size. */
export type Illustration = { src: string; alt: string; width: number; height: number }

/**
 * A success story (docs/product.md, Content model): title, subtitle (linking to its page), story,
 * image, service, outcome, testimonial.
 */
export type SuccessStory = {
  title: string
  subtitle: { label: string; href: string }
  story: string
  image: Illustration
  service: string
  outcome: string
  testimonial: { quote: string; attribution: string }
}

type StoryBlocksProps = React.ComponentProps<'div'> & {
  stories: readonly SuccessStory[]
  /** The call under every story, e.g. 'Start Your Journey'. */
  action: { label: string; href: string }
  labels: { service: string; outcome: string }
}

/** Stories with image and text alternating sides on wide screens (image first on phones). */
function StoryBlocks({ stories, action, labels, className, ...props }: StoryBlocksProps) {
  return (
    <div
      data-slot="story-blocks"
      className={cn('flex flex-col gap-16 sm:gap-20', className)}
      {...props}
    >
      {stories.map((story, index) => (
        <article
          key={story.subtitle.href}
          className="grid items-center gap-8 md:grid-cols-2 md:gap-12 lg:gap-16"
        >
          <div className={cn(index % 2 === 1 && 'md:order-last')}>
            <img
              src={story.image.src}
              alt={story.image.alt}
              width={story.image.width}
              height={story.image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl bg-mist shadow-sm"
            />
          </div>
          <div className="flex flex-col items-start gap-4">
            <h3 className="text-2xl font-bold text-navy sm:text-3xl">{story.title}</h3>
            <Link
              to={story.subtitle.href}
              className="inline-flex items-center gap-1 text-lg font-semibold text-teal underline-offset-4 hover:underline"
            >
              {story.subtitle.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <p className="text-base leading-relaxed text-muted-foreground">{story.story}</p>
            <dl className="grid w-full gap-3 sm:grid-cols-2">
              <div className="rounded-lg bg-mist px-4 py-3">
                <dt className="text-xs font-semibold tracking-wider text-teal uppercase">
                  {labels.service}
                </dt>
                <dd className="mt-1 font-semibold text-navy">{story.service}</dd>
              </div>
              <div className="rounded-lg bg-mist px-4 py-3">
                <dt className="text-xs font-semibold tracking-wider text-teal uppercase">
                  {labels.outcome}
                </dt>
                <dd className="mt-1 font-semibold text-navy">{story.outcome}</dd>
              </div>
            </dl>
            <figure className="border-l-4 border-amber pl-4">
              <blockquote className="flex gap-2 text-navy italic">
                <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber" />
                <p>{story.testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-muted-foreground">
                {story.testimonial.attribution}
              </figcaption>
            </figure>
            <Button asChild>
              <Link to={action.href}>{action.label}</Link>
            </Button>
          </div>
        </article>
      ))}
    </div>
  )
}

export { StoryBlocks }

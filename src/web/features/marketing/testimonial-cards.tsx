import type * as React from 'react'

import { cn } from '@/lib/cn'

import { StarRating } from './star-rating'

/** A patient testimonial (docs/product.md, Content model). */
export type Testimonial = {
  name: string
  age: number
  program: string
  /** Weight lost, as shown, e.g. '48 lbs'. */
  weightLoss: string
  timeframe: string
  /** 1-5. */
  rating: number
  quote: string
  results: string
  storyNumber: number
}

export type TestimonialLabels = {
  age: (age: number) => string
  weightLoss: string
  timeframe: string
  results: string
  rating: (stars: number) => string
}

type TestimonialCardsProps = React.ComponentProps<'ul'> & {
  testimonials: readonly Testimonial[]
  /** How many to show, from the first. */
  limit: number
  labels: TestimonialLabels
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/** The first `limit` testimonials as cards: stars, quote, who, program and results. */
function TestimonialCards({
  testimonials,
  limit,
  labels,
  className,
  ...props
}: TestimonialCardsProps) {
  return (
    <ul
      data-slot="testimonial-cards"
      className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      {testimonials.slice(0, limit).map((testimonial) => (
        <li
          key={testimonial.storyNumber}
          className="flex flex-col gap-5 rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <StarRating rating={testimonial.rating} label={labels.rating} />
          <figure className="flex flex-1 flex-col gap-5">
            <blockquote className="flex-1 text-navy">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal font-bold text-white"
              >
                {initials(testimonial.name)}
              </span>
              <span>
                <span className="block font-bold text-navy">{testimonial.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {labels.age(testimonial.age)} · {testimonial.program}
                </span>
              </span>
            </figcaption>
          </figure>
          <dl className="grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
            <div>
              <dt className="text-muted-foreground">{labels.weightLoss}</dt>
              <dd className="text-lg font-bold text-teal">{testimonial.weightLoss}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.timeframe}</dt>
              <dd className="text-lg font-bold text-navy">{testimonial.timeframe}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">{labels.results}</dt>
              <dd className="font-semibold text-navy">{testimonial.results}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}

export { TestimonialCards }

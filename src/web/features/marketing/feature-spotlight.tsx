import {
  CalendarCheck,
  CheckCircle2,
  Droplets,
  Flame,
  Pill,
  ShieldCheck,
  Sprout,
  type LucideIcon,
} from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import type { Illustration } from './story-blocks'

const icons = {
  calendar: CalendarCheck,
  check: CheckCircle2,
  droplets: Droplets,
  flame: Flame,
  pill: Pill,
  shield: ShieldCheck,
  sprout: Sprout,
} satisfies Record<string, LucideIcon>

export type SpotlightIconName = keyof typeof icons

export type SpotlightPoint = { title: string; description: string; icon: SpotlightIconName }
export type SpotlightFact = { value: string; label: string }

type FeatureSpotlightProps = React.ComponentProps<'div'> & {
  image: Illustration
  points: readonly SpotlightPoint[]
  /** Key figures shown as tiles, e.g. dosage and supply. */
  facts?: readonly SpotlightFact[]
  action: { label: string; href: string }
  /** Put the image on the right on wide screens. */
  reverse?: boolean
}

/**
 * A product or treatment in focus: illustration on one side; on the other the caller's
 * heading and copy (children), key points, fact tiles and one call to action.
 */
function FeatureSpotlight({
  image,
  points,
  facts,
  action,
  reverse = false,
  className,
  children,
  ...props
}: FeatureSpotlightProps) {
  return (
    <div
      data-slot="feature-spotlight"
      className={cn('grid items-center gap-10 md:grid-cols-2 lg:gap-16', className)}
      {...props}
    >
      <div className={cn('mx-auto w-full max-w-lg', reverse && 'md:order-last')}>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
      <div className="flex flex-col items-start gap-6">
        {children}
        <ul className="flex flex-col gap-4">
          {points.map((point) => {
            const Icon = icons[point.icon]
            return (
              <li key={point.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal/10 text-teal in-data-[tone=navy]:bg-white/10 in-data-[tone=navy]:text-teal-light">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-navy in-data-[tone=navy]:text-white">
                    {point.title}
                  </span>
                  <span className="block text-sm text-muted-foreground in-data-[tone=navy]:text-white/80">
                    {point.description}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
        {facts && facts.length > 0 ? (
          <dl className="grid w-full grid-cols-3 gap-3">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse items-center justify-end rounded-xl border border-border bg-background px-2 py-4 text-center shadow-xs"
              >
                <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
                  {fact.label}
                </dt>
                <dd className="text-xl font-bold whitespace-nowrap text-teal sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Button asChild size="lg">
          <Link to={action.href}>{action.label}</Link>
        </Button>
      </div>
    </div>
  )
}

export { FeatureSpotlight }

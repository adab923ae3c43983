import {
  ArrowLeft,
  Dumbbell,
  FlaskConical,
  Leaf,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Truck,
} from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { type Catalogue, type ValuePointIcon } from '@/content/catalogues/catalogue-types'
import { cn } from '@/lib/cn'

const icons: Record<ValuePointIcon, LucideIcon> = {
  stethoscope: Stethoscope,
  flask: FlaskConical,
  'shield-check': ShieldCheck,
  truck: Truck,
  leaf: Leaf,
  dumbbell: Dumbbell,
  sparkles: Sparkles,
  'rotate-ccw': RotateCcw,
}

type CatalogueHeroProps = React.ComponentProps<'section'> & {
  hero: Catalogue['hero']
  backHome: string
}

/** docs/product.md, Shop: the catalogue's banner with four value points, and the way back home. */
function CatalogueHero({ hero, backHome, className, ...props }: CatalogueHeroProps) {
  return (
    <section
      data-slot="catalogue-hero"
      aria-labelledby="catalogue-heading"
      className={cn('bg-navy text-white', className)}
      {...props}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-14">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-teal-light hover:text-white focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backHome}
        </Link>
        <p className="mt-5 text-sm font-semibold tracking-[0.2em] text-amber uppercase sm:mt-6">
          {hero.eyebrow}
        </p>
        <h1
          id="catalogue-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {hero.title}
        </h1>
        <p className="mt-4 max-w-3xl text-base text-white/85 sm:text-lg">{hero.intro}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-4">
          {hero.valuePoints.map((point) => {
            const Icon = icons[point.icon]
            return (
              <li
                key={point.title}
                className="flex flex-col gap-2 rounded-lg bg-white/5 p-3 ring-1 ring-white/10 sm:flex-row sm:gap-3 sm:p-4"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber" />
                <div>
                  <p className="text-sm font-semibold sm:text-base">{point.title}</p>
                  {/* Phones show the four titles only, so the products start sooner. */}
                  <p className="hidden text-sm text-white/80 sm:block">{point.description}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

export { CatalogueHero }

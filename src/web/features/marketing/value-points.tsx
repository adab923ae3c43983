import {
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

import type { Catalogue, ValuePointIcon } from '@/content/catalogues/catalogue-types'
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

type ValuePointsProps = React.ComponentProps<'ul'> & {
  items: Catalogue['hero']['valuePoints']
}

/** A catalogue banner's four value points (docs/product.md, Shop), on navy: icon, title, text. */
function ValuePoints({ items, className, ...props }: ValuePointsProps) {
  return (
    <ul
      className={cn('mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-4', className)}
      {...props}
    >
      {items.map((point) => {
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
  )
}

export { ValuePoints }

import {
  ClipboardList,
  FlaskConical,
  Route,
  Sparkles,
  Stethoscope,
  TrendingDown,
  type LucideIcon,
} from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const icons = {
  assessment: ClipboardList,
  labs: FlaskConical,
  plan: Route,
  physician: Stethoscope,
  progress: TrendingDown,
  transformation: Sparkles,
} satisfies Record<string, LucideIcon>

export type JourneyIconName = keyof typeof icons

export type JourneyStep = { title: string; description: string; icon: JourneyIconName }

type JourneyBlockProps = React.ComponentProps<'div'> & {
  title: string
  intro: string
  steps: readonly JourneyStep[]
  /** Shown beside the steps on wide screens, below them on phones. */
  media: React.ReactNode
}

/** Numbered steps of a patient's journey beside a piece of media. */
function JourneyBlock({ title, intro, steps, media, className, ...props }: JourneyBlockProps) {
  return (
    <div
      data-slot="journey-block"
      className={cn(
        'grid items-center gap-10 rounded-3xl bg-mist p-6 sm:p-10 lg:grid-cols-2 lg:gap-14',
        className,
      )}
      {...props}
    >
      <div>
        <h3 className="text-2xl font-bold text-navy sm:text-3xl">{title}</h3>
        <p className="mt-3 text-muted-foreground">{intro}</p>
        <ol className="mt-8 flex flex-col gap-6">
          {steps.map((step, index) => {
            const Icon = icons[step.icon]
            return (
              <li key={step.title} className="flex gap-4">
                <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-teal text-white">
                  <Icon aria-hidden="true" className="size-5" />
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-amber text-xs font-bold text-navy"
                  >
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h4 className="font-bold text-navy">{step.title}</h4>
                  <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
      <div>{media}</div>
    </div>
  )
}

export { JourneyBlock }

import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import type { ProgramCopy } from '@/content/weight-loss'
import { cn } from '@/lib/cn'

import { type MarketingIconName, marketingIcons } from './marketing-icons'

/**
 * A program card (docs/product.md, Content model) as the content writes it: name, subtitle,
 * description, features, price text, popular flag, and an icon by name.
 */
export type Program = Omit<ProgramCopy, 'icon'> & { icon: MarketingIconName }

type ProgramCardsProps = React.ComponentProps<'ul'> & {
  programs: readonly Program[]
  /** The button on every card, e.g. 'Get Started' to the consultation form. */
  action: { label: string; href: string }
  /** The badge text on the popular card, e.g. 'Most Popular'. */
  popularLabel: string
}

/** Programs side by side; the popular one is raised and badged. */
function ProgramCards({ programs, action, popularLabel, className, ...props }: ProgramCardsProps) {
  return (
    <ul
      data-slot="program-cards"
      className={cn('grid items-stretch gap-6 lg:grid-cols-3', className)}
      {...props}
    >
      {programs.map((program) => (
        <ProgramCard
          key={program.name}
          program={program}
          action={action}
          popularLabel={popularLabel}
        />
      ))}
    </ul>
  )
}

function ProgramCard({
  program,
  action,
  popularLabel,
}: {
  program: Program
  action: { label: string; href: string }
  popularLabel: string
}) {
  const nameId = useId()
  const Icon = marketingIcons[program.icon]
  return (
    <li
      data-popular={program.popular ? '' : undefined}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl bg-background p-6 text-foreground sm:p-8',
        program.popular
          ? 'border-2 border-teal shadow-lg lg:-translate-y-2'
          : 'border border-border shadow-sm',
      )}
    >
      {program.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber px-4 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-navy uppercase">
          {popularLabel}
        </p>
      ) : null}
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal/10 text-teal">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 id={nameId} className="text-xl font-bold text-navy">
            {program.name}
          </h3>
          <p className="text-sm font-semibold text-teal">{program.subtitle}</p>
        </div>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{program.description}</p>
      <div>
        <p className="text-2xl font-bold text-navy">{program.price}</p>
        {program.month ? (
          <p data-slot="program-month" className="mt-1 text-sm text-muted-foreground">
            {program.month}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-1 flex-col gap-2.5">
        {program.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={program.popular ? 'default' : 'outline'}>
        {/* Three cards share the label; the description names the program out of context. */}
        <Link to={action.href} aria-describedby={nameId}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </li>
  )
}

export { ProgramCards }

import { useId } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

type CtaBandProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: string
  text?: string
  /** Follows another navy band: a faint rule on top separates the two, in the same color. */
  afterNavy?: boolean
}

/**
 * A navy call-to-action band closing a page: h2, a sentence, then the caller's actions and any
 * note (children). `data-tone="navy"` lets the actions restyle themselves for the dark band.
 */
function CtaBand({ title, text, afterNavy = false, className, children, ...props }: CtaBandProps) {
  const headingId = useId()
  return (
    <section
      data-slot="cta-band"
      data-tone="navy"
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-4 border-b bg-navy py-16 text-white sm:py-20',
        afterNavy ? 'border-t border-white/10' : 'border-white/15',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-5 px-4 text-center sm:px-6">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="max-w-2xl text-lg text-white/85">{text}</p> : null}
        {children ? (
          <div className="mt-3 flex w-full flex-col items-center gap-5 [&_[data-slot=action-links]]:justify-center">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  )
}

export { CtaBand }

import type * as React from 'react'

import logoUrl from '@/assets/logo.svg'
import { cn } from '@/lib/cn'

type LoadingScreenProps = React.ComponentProps<'div'> & {
  /** Accessible name of the logo, e.g. the brand. */
  brand: string
}

function LoadingScreen({ brand, className, ...props }: LoadingScreenProps) {
  return (
    <div
      data-slot="loading-screen"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-8 bg-mist px-6 text-navy',
        className,
      )}
      {...props}
    >
      <img src={logoUrl} alt={brand} width={200} height={48} className="h-12 w-auto" />
      <div role="status" className="flex flex-col items-center">
        <span
          aria-hidden="true"
          className="size-10 animate-spin-slow rounded-full border-4 border-teal-light/40 border-t-teal motion-reduce:animate-none"
        />
        <span className="sr-only">Loading…</span>
      </div>
    </div>
  )
}

export { LoadingScreen }

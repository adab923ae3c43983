import type * as React from 'react'

import logoUrl from '@/assets/logo.svg'
import { cn } from '@/lib/cn'

import { PageMain } from './page-main'

type ErrorScreenProps = React.ComponentProps<'main'> & {
  /** Accessible name of the logo, e.g. the brand. */
  brand: string
  heading: string
  description: string
}

/** A full-page, branded error with room for actions (`children`). */
function ErrorScreen({
  brand,
  heading,
  description,
  children,
  className,
  ...props
}: ErrorScreenProps) {
  return (
    <PageMain
      data-slot="error-screen"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-6 bg-mist px-6 text-center text-navy',
        className,
      )}
      {...props}
    >
      <img src={logoUrl} alt={brand} width={200} height={48} className="h-12 w-auto" />
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row">{children}</div>
    </PageMain>
  )
}

export { ErrorScreen }

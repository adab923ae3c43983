import type * as React from 'react'

import { cn } from '@/lib/cn'

/**
 * A page's <main> landmark: `id="main"` is where the "Skip to main content" link of
 * app/root-layout.tsx lands, and `tabIndex={-1}` lets that link move focus into it (without a
 * focus ring, since it is not a control). Every page renders exactly one.
 */
function PageMain({ className, ...props }: React.ComponentProps<'main'>) {
  return <main id="main" tabIndex={-1} {...props} className={cn(className, 'focus:outline-none')} />
}

export { PageMain }

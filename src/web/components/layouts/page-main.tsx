import { Children } from 'react'
import type * as React from 'react'

import { Island } from '@/components/island'
import { cn } from '@/lib/cn'

/**
 * A page's <main> landmark: `id="main"` is where the "Skip to main content" link of
 * app/root-layout.tsx lands, and `tabIndex={-1}` lets that link move focus into it (without a
 * focus ring, since it is not a control). Every page renders exactly one.
 *
 * Each child is an island: on a prerendered page it hydrates in a task of its own
 * (components/island.tsx), so a page hydrates section by section.
 */
function PageMain({ className, children, ...props }: React.ComponentProps<'main'>) {
  return (
    <main id="main" tabIndex={-1} {...props} className={cn(className, 'focus:outline-none')}>
      {Children.map(children, (child) => (
        <Island>{child}</Island>
      ))}
    </main>
  )
}

export { PageMain }

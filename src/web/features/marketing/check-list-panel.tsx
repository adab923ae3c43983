import type * as React from 'react'

import { CheckList } from './check-list'

type CheckListPanelProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The h2's id, which names the section. */
  headingId: string
  heading: string
  intro: string
  items: readonly string[]
}

/** A small titled section of one column of checked items, set beside another (h2, intro, list). */
function CheckListPanel({ headingId, heading, intro, items, ...props }: CheckListPanelProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" {...props}>
      <h2 id={headingId} className="text-2xl font-bold text-navy sm:text-3xl">
        {heading}
      </h2>
      <p className="text-muted-foreground">{intro}</p>
      <CheckList items={items} columns={1} />
    </section>
  )
}

export { CheckListPanel }

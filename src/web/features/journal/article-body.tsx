import type * as React from 'react'

import { cn } from '@/lib/cn'

export type ArticleBodySection = {
  heading?: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

type ArticleBodyProps = React.ComponentProps<'div'> & { sections: readonly ArticleBodySection[] }

/** An article's text: sections with an optional h2, paragraphs, then an optional bullet list. */
function ArticleBody({ sections, className, ...props }: ArticleBodyProps) {
  return (
    <div
      data-slot="article-body"
      className={cn('flex flex-col gap-8 text-lg leading-relaxed text-foreground', className)}
      {...props}
    >
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="flex flex-col gap-4">
          {section.heading ? (
            <h2 className="text-2xl font-bold text-navy">{section.heading}</h2>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && section.list.length > 0 ? (
            <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-teal">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  )
}

export { ArticleBody }

import { Clock } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import { Byline } from './byline'
import { formatDate } from './format'
import { JournalIllustration, type JournalIllustrationName } from './journal-illustration'

export type BlogCardArticle = {
  id: string
  title: string
  excerpt: string
  category: string
  date: string
  /** 'N min read', counted from the article's text (content/blog.ts). */
  readTime: string
  /** Its category's illustration. */
  illustration: JournalIllustrationName
}

type BlogCardProps = React.ComponentProps<'article'> & {
  article: BlogCardArticle
  /** Heading level of the title within the page (h3 under a list's h2). */
  headingLevel?: 2 | 3
  size?: 'default' | 'large'
}

/**
 * An article in a list: its category's illustration, category, title (the link), excerpt, date and
 * reading time.
 * The whole card is clickable through the title link's stretched hit area, and shows the
 * link's focus ring around the card.
 */
function BlogCard({
  article,
  headingLevel = 3,
  size = 'default',
  className,
  ...props
}: BlogCardProps) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-slot="blog-card"
      aria-labelledby={titleId}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-solid',
        className,
      )}
      {...props}
    >
      <JournalIllustration name={article.illustration} />
      <div className={cn('flex flex-1 flex-col gap-3 p-5', size === 'large' && 'sm:p-7')}>
        <p className="text-xs font-semibold tracking-wider text-teal uppercase">
          {article.category}
        </p>
        <Heading
          id={titleId}
          className={cn(
            'font-bold text-navy',
            size === 'large' ? 'text-2xl leading-tight' : 'text-lg leading-snug',
          )}
        >
          <Link
            to={paths.blogArticle(article.id)}
            className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <Byline className="mt-auto pt-2 text-xs font-medium text-muted-foreground">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {article.readTime}
          </span>
        </Byline>
      </div>
    </article>
  )
}

export { BlogCard }

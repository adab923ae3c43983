import { Download, ExternalLink } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import type { ResearchArticle, ResearchPageCopy } from '@/content/research-articles'
import { cn } from '@/lib/cn'

import { formatCount } from './format'

/** A paper as content/research-articles.ts lists it; the card shows the year, not the date. */
export type ResearchCardPaper = Omit<ResearchArticle, 'published'>

export type ResearchCardCopy = Pick<
  ResearchPageCopy,
  'viewArticle' | 'downloadPdf' | 'newTab' | 'pdfSource' | 'citations'
>

type ResearchCardProps = React.ComponentProps<'article'> & {
  paper: ResearchCardPaper
  copy: ResearchCardCopy
}

/** 'New England Journal of Medicine. 2021;384(11):989-1002.' */
function citationLine(paper: ResearchCardPaper) {
  const issue = paper.issue ? `(${paper.issue})` : ''
  return `${paper.journal}. ${paper.year};${paper.volume}${issue}:${paper.pages}.`
}

/**
 * One paper: title, authors, citation, identifiers, our summary, the approximate citation count,
 * and links out — the DOI always, the free PDF only where one exists. Links open in a new tab,
 * and say so to screen readers.
 */
function ResearchCard({ paper, copy, className, ...props }: ResearchCardProps) {
  const titleId = useId()
  return (
    <article
      data-slot="research-card"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-border bg-background p-5 shadow-sm sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-wider uppercase">
        <span className="text-teal">{paper.category}</span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <span className="text-muted-foreground">{paper.year}</span>
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-bold text-navy sm:text-xl">
        {paper.title}
      </h2>
      <p className="text-sm text-navy">{paper.authors}</p>
      <p className="text-sm text-muted-foreground italic">{citationLine(paper)}</p>
      <p className="leading-relaxed">{paper.abstract}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt className="font-semibold">DOI</dt>
          <dd className="break-all">{paper.doi}</dd>
        </div>
        {paper.pmid ? (
          <div className="flex gap-1">
            <dt className="font-semibold">PMID</dt>
            <dd>{paper.pmid}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="sr-only">Citations</dt>
          <dd>{copy.citations(formatCount(paper.citations))}</dd>
        </div>
      </dl>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a
            href={`https://doi.org/${paper.doi}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {copy.viewArticle}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        </Button>
        {paper.pdfUrl ? (
          <Button asChild variant="outline">
            <a
              href={paper.pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              title={copy.pdfSource}
            >
              <Download aria-hidden="true" />
              {copy.downloadPdf}
              <span className="sr-only"> {copy.newTab}</span>
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  )
}

export { ResearchCard }

import { ArrowLeft, Clock } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { JsonLd } from '@/components/json-ld'
import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { blogArticlePage, blogArticles } from '@/content/blog'
import { site } from '@/content/site'
import { ArticleBody } from '@/features/journal/article-body'
import { BlogCard } from '@/features/journal/blog-card'
import { relatedArticles } from '@/features/journal/blog-query'
import { Byline } from '@/features/journal/byline'
import { formatDate } from '@/features/journal/format'
import { JournalIllustration } from '@/features/journal/journal-illustration'
import { ActionLinks } from '@/features/marketing/action-links'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { Section } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSiteOrigin } from '@/hooks/use-site-origin'
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data'

import { Component as NotFoundPage } from './not-found'

type Article = (typeof blogArticles)[number]

/**
 * A journal article (/blog/:id, a real page here: docs/product.md, Journal and research); an
 * unknown id is the 404 page.
 */
export function Component() {
  const { id } = useParams()
  const article = blogArticles.find((candidate) => candidate.id === id)
  if (!article) return <NotFoundPage />
  // Keyed, so moving to a related article starts the page afresh.
  return <ArticlePage key={article.id} article={article} />
}

function ArticlePage({ article }: { article: Article }) {
  usePageMeta({
    title: `${article.title}${blogArticlePage.titleSuffix}`,
    description: article.excerpt,
  })
  const related = relatedArticles(blogArticles, article)
  const origin = useSiteOrigin()
  const url = `${origin}${paths.blogArticle(article.id)}`

  return (
    <PageMain>
      <JsonLd
        data={articleJsonLd(
          {
            headline: article.title,
            description: article.excerpt,
            url,
            image: `${origin}/og-image.jpg`,
            datePublished: article.date,
            authorName: article.author,
            section: article.category,
          },
          { name: site.brand, logo: `${origin}/favicon.svg` },
        )}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', url: `${origin}/` },
          { name: 'Journal', url: `${origin}${paths.blog}` },
          { name: article.title, url },
        ])}
      />
      <article aria-labelledby="article-title">
        <PageHero
          layout="article"
          headingId="article-title"
          eyebrow={article.category}
          title={article.title}
          lead={article.excerpt}
          above={
            <nav aria-label="Breadcrumb" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Link
                to={paths.home}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal underline-offset-4 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {blogArticlePage.backHome}
              </Link>
              <Link
                to={paths.blog}
                className="inline-flex min-h-11 items-center font-semibold text-teal underline-offset-4 hover:underline"
              >
                {blogArticlePage.backToJournal}
              </Link>
            </nav>
          }
        >
          <Byline className="text-sm text-muted-foreground">
            <span className="font-semibold text-navy">{article.author}</span>
            <span>
              {blogArticlePage.published}{' '}
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {article.readTime}
            </span>
          </Byline>
        </PageHero>
        <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
          <JournalIllustration name={article.illustration} className="rounded-2xl" />
          <ArticleBody sections={article.sections} />
          <p className="rounded-xl border border-border bg-mist p-4 text-sm text-muted-foreground">
            {blogArticlePage.disclaimer}
          </p>
        </div>
      </article>

      <Section tone="mist" aria-labelledby="related-heading">
        <h2 id="related-heading" className="text-2xl font-bold text-navy sm:text-3xl">
          {blogArticlePage.relatedHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.id} className="flex">
              <BlogCard article={other} className="flex-1" />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={blogArticlePage.cta.heading} text={blogArticlePage.cta.body}>
        <ActionLinks
          actions={[{ label: blogArticlePage.cta.label, href: blogArticlePage.cta.href }]}
        />
      </CtaBand>
    </PageMain>
  )
}

import { blogArticles, blogPage } from '@/content/blog'
import { researchArticles, researchPage } from '@/content/research-articles'
import { readingMinutes } from '@/lib/reading-time'

import { categorySlug } from './query-text'

function wordCount(article: (typeof blogArticles)[number]) {
  const text = [
    article.title,
    ...article.sections.flatMap((section) => [
      'heading' in section ? section.heading : '',
      ...('paragraphs' in section ? section.paragraphs : []),
      ...('list' in section ? section.list : []),
    ]),
  ].join(' ')
  return text.split(/\s+/).filter(Boolean).length
}

test('every journal article has a unique URL-safe id, a known category and a real body', () => {
  const ids = blogArticles.map((article) => article.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const article of blogArticles) {
    expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(blogPage.categories.slice(1)).toContain(article.category)
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(wordCount(article)).toBeGreaterThan(150)
  }
  // Enough to fill two featured slots and more than one page of the latest list.
  expect(blogArticles.filter((article) => article.featured)).toHaveLength(2)
  expect(blogArticles.length).toBeGreaterThan(2 + 6)
  // Every chip finds something.
  for (const category of blogPage.categories.slice(1)) {
    expect(blogArticles.some((article) => article.category === category)).toBe(true)
  }
})

test('each reading time is counted from its own article’s text, headings and lists included', () => {
  for (const article of blogArticles) {
    // The text gathered here, apart from content/blog.ts, so a part it left out would show.
    const text = article.sections
      .flatMap((section) => [
        'heading' in section ? section.heading : '',
        ...('paragraphs' in section ? section.paragraphs : []),
        ...('list' in section ? section.list : []),
      ])
      .join(' ')
    expect(`${article.id}: ${article.readTime}`).toBe(
      `${article.id}: ${readingMinutes(text)} min read`,
    )
  }
})

test('research entries are well-formed: DOIs, PMIDs, categories, PDFs only from PubMed Central', () => {
  const ids = researchArticles.map((paper) => paper.id)
  expect(new Set(ids).size).toBe(ids.length)
  const dois = researchArticles.map((paper) => paper.doi.toLowerCase())
  expect(new Set(dois).size).toBe(dois.length)
  for (const paper of researchArticles) {
    expect(paper.doi).toMatch(/^10\.\d{4,9}\/\S+$/)
    if ('pmid' in paper) expect(paper.pmid).toMatch(/^\d{7,8}$/)
    if ('pdfUrl' in paper) {
      expect(paper.pdfUrl).toMatch(/^https:\/\/pmc\.ncbi\.nlm\.nih\.gov\/articles\/PMC\d+\/$/)
    }
    expect(researchPage.categories.slice(1)).toContain(paper.category)
    expect(paper.published.slice(0, 4)).toBe(String(paper.year))
    expect(paper.citations).toBeGreaterThan(0)
  }
  for (const category of researchPage.categories.slice(1)) {
    expect(researchArticles.some((paper) => paper.category === category)).toBe(true)
    expect(categorySlug(category)).toMatch(/^[a-z-]+$/)
  }
})

// The shape of a paper on /articles (docs/product.md, Journal and research), shared by
// research-articles.ts and the research-papers-*.ts files that list the papers.

export type ResearchCategory =
  | 'Weight Management'
  | 'Endocrinology'
  | "Men's Health"
  | 'Nutrition Science'
  | 'Clinical Trials'
  | 'Metabolic Health'

export type ResearchArticle = {
  id: string
  title: string
  authors: string
  journal: string
  year: number
  /** Issue date, ISO; the sort orders use it. */
  published: string
  volume: string
  issue?: string
  pages: string
  doi: string
  /** Left out where it could not be verified. */
  pmid?: string
  /** Our plain-language summary of the paper (not the published abstract). */
  abstract: string
  category: ResearchCategory
  /** Approximate, rounded (research-articles.ts says how they were counted). */
  citations: number
  /** Free full text with PDF (PubMed Central), only where one exists. */
  pdfUrl?: string
}

// The shape of a journal article (docs/product.md, Journal and research), shared by blog.ts and
// the blog-articles-*.ts files that hold the articles, one file per category.

export type BlogCategory =
  'Weight Loss' | "Men's Health" | 'Nutrition' | 'Wellness' | 'Success Stories' | 'Medical Insights'

/** Illustrations by name, drawn by the journal's illustration component: one per category. */
export type JournalIllustration = 'scale' | 'vitality' | 'bowl' | 'sunrise' | 'summit' | 'lab'

export type ArticleSection = {
  heading?: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

export type BlogArticle = {
  /** The URL slug: /blog/<id>. */
  id: string
  title: string
  excerpt: string
  category: BlogCategory
  /** ISO date of publication. */
  date: string
  featured: boolean
  author: string
  sections: readonly ArticleSection[]
}

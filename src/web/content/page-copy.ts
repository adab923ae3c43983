// Shapes that several pages' copy share, so each content module states only what is its own.

/** A listing page's meta, the text of its hero and its way back home (the journal, the research list). */
export type ListingPageHeader = {
  title: string
  description: string
  eyebrow: string
  heading: string
  intro: string
  backHome: string
}

/** A listing's category filter (always led by "All") and its search box. */
export type ListingFilterCopy<Category extends string> = {
  categories: readonly ['All', ...Category[]]
  categoriesLabel: string
  searchLabel: string
  searchPlaceholder: string
}

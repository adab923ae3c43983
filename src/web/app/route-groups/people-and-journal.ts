import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/** People, patient stories, services overview, telehealth, the blog and the research list. */
export const peopleAndJournalRoutes = [
  { path: paths.founder, lazy: () => import('../routes/dr-mason') },
  { path: paths.ceo, lazy: () => import('../routes/alexandra-mason') },
  // The three story pages share one module; the path picks the story.
  { path: paths.sarahTransformation, lazy: () => import('../routes/patient-story') },
  { path: paths.markRevival, lazy: () => import('../routes/patient-story') },
  { path: paths.completeJourney, lazy: () => import('../routes/patient-story') },
  { path: paths.successStories, lazy: () => import('../routes/success-stories') },
  { path: paths.servicesOverview, lazy: () => import('../routes/services-overview') },
  { path: paths.directMed, lazy: () => import('../routes/direct-med') },
  { path: paths.blog, lazy: () => import('../routes/blog') },
  { path: paths.blogArticle.pattern, lazy: () => import('../routes/blog-article') },
  { path: paths.articles, lazy: () => import('../routes/articles') },
] satisfies RouteObject[]

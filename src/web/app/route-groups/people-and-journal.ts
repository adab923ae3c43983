import type { RouteObject } from 'react-router'

/** People, patient stories, services overview, telehealth, the blog and the research list. */
export const peopleAndJournalRoutes = [] satisfies RouteObject[]

import type { Locator, Page } from '@playwright/test'

import {
  allowConsole,
  expect,
  notFoundLogs,
  open,
  reopen,
  test,
  unexpectedProblems,
  watch,
} from './support/fixtures'

// SITE_ACCESS=public: the people, patient-story, services, telehealth, journal and research
// pages as a visitor meets them. Nothing of ours is mocked; links to other people's pages are
// followed only as far as the URL they land on.

const pages = [
  { path: '/dr-mason', h1: 'Dr. Richard Mason', title: /Dr\. Richard Mason/ },
  { path: '/alexandra-mason', h1: 'Alexandra Mason', title: /Alexandra Mason/ },
  { path: '/sarah-transformation', h1: 'Sarah’s Transformation', title: /Sarah/ },
  { path: '/mark-revival', h1: 'Mark’s Revival', title: /Mark/ },
  { path: '/complete-journey', h1: 'The Complete Journey', title: /Complete Journey/ },
  { path: '/success-stories', h1: 'Real patients. Lasting results.', title: /Success Stories/ },
  { path: '/services-overview', h1: 'Care for the whole of you', title: /Our Services/ },
  { path: '/direct-med', h1: 'See your physician from home', title: /Telehealth/ },
  { path: '/blog', h1: 'Health, explained by our physicians', title: /Journal/ },
  {
    path: '/blog/glp1-medications-explained',
    h1: 'GLP-1 Medications, Explained: How Semaglutide and Tirzepatide Work',
    title: /GLP-1 Medications, Explained/,
  },
  { path: '/articles', h1: 'The research behind our care', title: /Research Articles/ },
] as const

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.locator('main#main')

/** The first visit loads the page's lazy chunks: on a busy machine that can take a while. */
const firstPaint = { timeout: 20_000 }

async function expectLandsOn(page: Page, link: Locator, path: string) {
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === path)
}

test('every page shows its own heading, title and a way back home, and is not the 404 page', async ({
  page,
}) => {
  test.slow() // Eleven pages, each a first visit.
  await watch(page)
  for (const { path, h1: heading, title } of pages) {
    await open(page, path, { heading })
    await expect(h1(page)).toHaveCount(1)
    await expect(main(page)).toHaveCount(1)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(60)
    await expect(main(page).getByRole('link', { name: 'Back to Home' }).first()).toHaveAttribute(
      'href',
      '/',
    )
  }
  // The back link leads home.
  await main(page).getByRole('link', { name: 'Back to Home' }).first().click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  expect(unexpectedProblems(page)).toEqual([])
})

test('an unknown journal article is the 404 page, inside the site layout', async ({ page }) => {
  const { consoleErrors: errors } = await watch(page)
  await allowConsole(page, ...notFoundLogs)
  await open(page, '/blog/nope', { heading: 'Oops! Page not found' })
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle('Page not found — Renew Medical')
  expect(errors.some((text) => text.includes('/blog/nope'))).toBe(true)
})

// Where links lead, and what the journal's and the research list's controls do, is the same at
// every width: the desktop project follows them. Both projects open every page (above).
test.describe('calls to action', { tag: '@desktop' }, () => {
  for (const story of pages.filter((entry) =>
    ['/sarah-transformation', '/mark-revival', '/complete-journey'].includes(entry.path),
  )) {
    test(`${story.path} leads to the consultation and the services overview`, async ({ page }) => {
      await open(page, story.path, { heading: story.h1 })
      await expectLandsOn(
        page,
        main(page).getByRole('link', { name: 'Start Your Transformation' }),
        '/consultation',
      )
      await open(page, story.path, { heading: story.h1 })
      await expectLandsOn(
        page,
        main(page).getByRole('link', { name: 'Explore Our Services' }),
        '/services-overview',
      )
      await expect(h1(page)).toHaveText('Care for the whole of you')
    })
  }

  test('story pages link to each other with the same names as the home page', async ({ page }) => {
    await open(page, '/sarah-transformation', { heading: 'Sarah’s Transformation' })
    await expect(main(page)).toContainText('17%')
    await expect(main(page)).toContainText('of body weight lost')
    await expect(main(page)).toContainText('Sarah, 41')
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: /Mark’s Revival/ }),
      '/mark-revival',
    )
    await expect(main(page)).toContainText('36 lbs')
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: /The Complete Journey/ }),
      '/complete-journey',
    )
    await expect(main(page)).toContainText('Denise, 47')
  })

  test('success stories: stories, team and the call to action lead where they say', async ({
    page,
  }) => {
    await open(page, '/success-stories', { heading: 'Real patients. Lasting results.' })
    const stories = main(page).locator('#stories')
    await expect(stories.getByRole('article')).toHaveCount(3)
    for (const [name, href] of [
      ["Sarah's transformation", '/sarah-transformation'],
      ["Mark's revival", '/mark-revival'],
      ['The complete journey', '/complete-journey'],
    ] as const) {
      await expect(stories.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    const learnMore = main(page).locator('#team').getByRole('link', { name: 'Learn More' })
    await expect(learnMore.nth(0)).toHaveAttribute('href', '/dr-mason')
    await expect(learnMore.nth(1)).toHaveAttribute('href', '/alexandra-mason')

    await expectLandsOn(
      page,
      page
        .locator('[data-slot="cta-band"]')
        .getByRole('link', { name: 'Schedule Free Consultation' }),
      '/consultation',
    )
    await open(page, '/success-stories', { heading: 'Real patients. Lasting results.' })
    await expectLandsOn(
      page,
      stories.getByRole('link', { name: 'Start Your Journey' }).first(),
      '/consultation',
    )
    await open(page, '/success-stories', { heading: 'Real patients. Lasting results.' })
    await expectLandsOn(
      page,
      stories.getByRole('link', { name: "Sarah's transformation" }),
      '/sarah-transformation',
    )
  })

  test('the services overview leads to each service and to the consultation', async ({ page }) => {
    for (const [label, href] of [
      ['Explore Weight Loss', '/weight-loss'],
      ["Explore Men's Health", '/mens-health'],
      ['Shop Supplements', '/supplements'],
      ['Schedule Free Consultation', '/consultation'],
    ] as const) {
      await open(page, '/services-overview', { heading: 'Care for the whole of you' })
      await expectLandsOn(page, main(page).getByRole('link', { name: label }), href)
    }
  })

  test('the biographies lead to the consultation and to each other', async ({ page }) => {
    await open(page, '/dr-mason', { heading: 'Dr. Richard Mason' })
    await expect(main(page).getByRole('heading', { name: 'Education and training' })).toBeVisible()
    await expect(
      main(page).getByRole('heading', { name: 'Licenses and certifications' }),
    ).toBeVisible()
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Meet Our CEO' }),
      '/alexandra-mason',
    )
    await expect(main(page).getByRole('heading', { name: 'Leadership highlights' })).toBeVisible()
    await expect(
      main(page).getByRole('heading', { name: 'Telemedicine launched in 2020' }),
    ).toBeVisible()
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Explore Telehealth' }),
      '/direct-med',
    )
    await open(page, '/dr-mason', { heading: 'Dr. Richard Mason' })
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Schedule Free Consultation' }),
      '/consultation',
    )
  })

  test('telehealth: virtual visits book a consultation, the call link dials, the portal opens in a new tab', async ({
    page,
    context,
  }) => {
    await open(page, '/direct-med', { heading: 'See your physician from home' })
    const calls = main(page).getByRole('link', { name: 'Call (800) 555-0142' })
    await expect(calls).toHaveCount(2)
    for (const call of await calls.all()) {
      await expect(call).toHaveAttribute('href', 'tel:+18005550142')
    }

    // The portal is someone else's site: answer for it here, so the test stays on this machine.
    await context.route('https://portal.e2e.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Patient portal</title>' }),
    )
    const portal = main(page).getByRole('link', { name: /Open the Patient Portal/ })
    // The address is the server's PATIENT_PORTAL_URL (playwright.config.ts), not the default.
    await expect(portal).toHaveAttribute('href', 'https://portal.e2e.example/sign-in')
    await expect(portal).toHaveAttribute('target', '_blank')
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(portal).toHaveAccessibleName(/opens in a new tab/)
    const [tab] = await Promise.all([context.waitForEvent('page'), portal.click()])
    await expect(tab).toHaveTitle('Patient portal')
    expect(await tab.evaluate(() => window.opener === null)).toBe(true)
    await tab.close()
    await expect(page).toHaveURL((url) => url.pathname === '/direct-med')

    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Start a Virtual Visit' }),
      '/consultation',
    )
    await open(page, '/direct-med', { heading: 'See your physician from home' })
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Book a Virtual Visit' }),
      '/consultation',
    )
  })

  test('an article links to related articles and to the consultation', async ({ page }) => {
    await open(page, '/blog/understanding-low-testosterone', {
      heading: 'Low Testosterone: Symptoms, Testing and When Treatment Makes Sense',
    })
    await expect(main(page)).toContainText('2 min read')
    await expect(main(page).locator('time').first()).toHaveText('March 31, 2025')
    const related = main(page)
      .getByRole('region', { name: 'Related articles' })
      .getByRole('article')
    await expect(related).toHaveCount(3)
    // Same category first.
    await expect(related.first()).toContainText("Men's Health")
    await expectLandsOn(page, related.first().getByRole('link'), '/blog/enclomiphene-and-fertility')
    await expect(h1(page)).toHaveText('Enclomiphene vs Testosterone Therapy: Protecting Fertility')
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Back to the Journal' }),
      '/blog',
    )
    await page.goBack()
    await expectLandsOn(
      page,
      main(page).getByRole('link', { name: 'Schedule Free Consultation' }),
      '/consultation',
    )
  })
})

test.describe('the journal', { tag: '@desktop' }, () => {
  const latest = (page: Page) =>
    main(page)
      .getByRole('region', { name: /Latest articles|Matching articles/ })
      .locator('li h3')
  const featured = (page: Page) =>
    main(page).getByRole('region', { name: 'Featured' }).locator('li h3')

  test('shows two featured and six latest articles, and Load More loads six more until none are left', async ({
    page,
  }) => {
    await watch(page)
    await open(page, '/blog', { heading: 'Health, explained by our physicians' })
    await expect(featured(page)).toHaveText([
      'GLP-1 Medications, Explained: How Semaglutide and Tirzepatide Work',
      'Your First Month on a Medical Weight-Loss Plan: What to Expect',
    ])
    await expect(latest(page)).toHaveCount(6)
    await expect(main(page).getByRole('status')).toHaveText('Showing 6 of 14 articles')

    const loadMore = main(page).getByRole('button', { name: 'Load More' })
    await loadMore.click()
    await expect(latest(page)).toHaveCount(12)
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    // Focus moves to the first of the new articles.
    await expect(latest(page).nth(6).getByRole('link')).toBeFocused()
    await expect(latest(page).nth(6)).toHaveText('Reading a Nutrition Label in Under a Minute')

    await loadMore.click()
    await expect(latest(page)).toHaveCount(14)
    await expect(loadMore).toHaveCount(0)
    await expect(latest(page).last()).toHaveText('Managing Common Side Effects of GLP-1 Treatment')
    await expect(main(page).getByRole('status')).toHaveText('Showing 14 of 14 articles')

    // The page count is in the URL: a reload keeps it, Back undoes one Load More.
    await reopen(page)
    await expect(latest(page)).toHaveCount(14)
    await page.goBack()
    await expect(latest(page)).toHaveCount(12)
    await page.goBack()
    await expect(latest(page)).toHaveCount(6)
    expect(unexpectedProblems(page)).toEqual([])
  })

  test('search finds titles and excerpts, ignoring case, and lives in the URL', async ({
    page,
  }) => {
    await open(page, '/blog', { heading: 'Health, explained by our physicians' })
    const search = main(page).getByRole('searchbox', { name: 'Search articles' })
    await search.fill('TESTOSTERONE')
    await expect(latest(page)).toHaveText([
      'Low Testosterone: Symptoms, Testing and When Treatment Makes Sense',
      'Enclomiphene vs Testosterone Therapy: Protecting Fertility',
    ])
    await expect(featured(page)).toHaveCount(0)
    await expect(page).toHaveURL(/[?&]q=TESTOSTERONE(&|$)/)

    // An excerpt-only match: 'switch off sperm production' is in an excerpt, not a title.
    await search.fill('sperm production')
    await expect(latest(page)).toHaveText([
      'Enclomiphene vs Testosterone Therapy: Protecting Fertility',
    ])

    await search.fill('no such topic here')
    await expect(latest(page)).toHaveCount(0)
    await expect(main(page)).toContainText('No articles match your search.')
    await main(page).getByRole('button', { name: 'Clear search and filters' }).click()
    // (The search box's own clear button is 'Clear search'.)
    await expect(latest(page)).toHaveCount(6)
    await expect(search).toHaveValue('')

    // A shared link opens the same view; Back returns to the unfiltered journal.
    await open(page, '/blog?q=sleep', { heading: 'Health, explained by our physicians' })
    await expect(search).toHaveValue('sleep')
    await expect(latest(page)).toHaveText(['Sleep and Appetite: The Overlooked Link'])
  })

  test('category chips filter, combine with search, and survive reload and Back', async ({
    page,
  }) => {
    await open(page, '/blog', { heading: 'Health, explained by our physicians' })
    const chips = main(page).getByRole('group', { name: 'Article categories' })
    await expect(chips.getByRole('button')).toHaveText([
      'All',
      'Weight Loss',
      "Men's Health",
      'Nutrition',
      'Wellness',
      'Success Stories',
      'Medical Insights',
    ])
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

    await chips.getByRole('button', { name: "Men's Health" }).click()
    await expect(chips.getByRole('button', { name: "Men's Health" })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page).toHaveURL(/[?&]category=mens-health(&|$)/)
    await expect(latest(page)).toHaveText([
      'Low Testosterone: Symptoms, Testing and When Treatment Makes Sense',
      'Enclomiphene vs Testosterone Therapy: Protecting Fertility',
      'Erectile Dysfunction Is Common — and Highly Treatable',
    ])

    await chips.getByRole('button', { name: 'Success Stories' }).click()
    await main(page).getByRole('searchbox', { name: 'Search articles' }).fill('mark')
    await expect(latest(page)).toHaveText(['Mark’s Story: When Tired Wasn’t Just Getting Older'])

    await reopen(page)
    await expect(chips.getByRole('button', { name: 'Success Stories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(main(page).getByRole('searchbox', { name: 'Search articles' })).toHaveValue('mark')
    await expect(latest(page)).toHaveCount(1)

    await page.goBack() // before the search
    await expect(latest(page)).toHaveCount(2)
    await expect(main(page).getByRole('searchbox', { name: 'Search articles' })).toHaveValue('')
    await page.goBack() // Men's Health
    await expect(latest(page)).toHaveCount(3)
    await page.goBack() // All
    await expect(featured(page)).toHaveCount(2)
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('every article in the journal opens as its own page', async ({ page }) => {
    test.slow() // Sixteen pages.
    await open(page, '/blog', { heading: 'Health, explained by our physicians' })
    const loadMore = main(page).getByRole('button', { name: 'Load More' })
    while (await loadMore.count()) await loadMore.click()
    const hrefs = await main(page)
      .locator('li h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs).toHaveLength(16)
    for (const href of hrefs) {
      await page.goto(href)
      await expect(main(page).locator('[data-slot="article-body"]')).toBeVisible(firstPaint)
      await expect(h1(page)).not.toHaveText('Oops! Page not found')
      await expect(main(page).locator('[data-slot="article-body"] p').first()).toBeVisible()
      await expect(main(page)).toContainText(/\d+ min read/)
    }
  })
})

test.describe('the research list', { tag: '@desktop' }, () => {
  const titles = (page: Page) =>
    main(page).getByRole('list', { name: 'Research articles' }).getByRole('heading', { level: 2 })

  const recent = [
    'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
    'Cardiovascular Safety of Testosterone-Replacement Therapy',
    'Tirzepatide Once Weekly for the Treatment of Obesity',
    'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
    'Ultra-Processed Diets Cause Excess Calorie Intake and Weight Gain: An Inpatient Randomized Controlled Trial of Ad Libitum Food Intake',
    'Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline',
    'Effect of Low-Fat vs Low-Carbohydrate Diet on 12-Month Weight Loss in Overweight Adults and the Association With Genotype Pattern or Insulin Secretion: The DIETFITS Randomized Clinical Trial',
    'Effects of Testosterone Treatment in Older Men',
    'Enclomiphene citrate stimulates testosterone production while preventing oligospermia: a randomized phase II clinical trial comparing topical testosterone',
    'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
    'Long-Term Persistence of Hormonal Adaptations to Weight Loss',
    'Reduction in the Incidence of Type 2 Diabetes with Lifestyle Intervention or Metformin',
  ]

  test('each sort order reorders the list, and the order is kept in the URL', async ({ page }) => {
    await watch(page)
    await open(page, '/articles', { heading: 'The research behind our care' })
    const sort = main(page).getByRole('combobox', { name: 'Sort by' })
    await expect(sort).toHaveValue('recent')
    await expect(titles(page)).toHaveText(recent)

    await sort.selectOption({ label: 'Oldest' })
    await expect(page).toHaveURL(/[?&]sort=oldest(&|$)/)
    await expect(titles(page)).toHaveText([...recent].reverse())

    await sort.selectOption({ label: 'Most Cited' })
    await expect(titles(page)).toHaveText([
      'Reduction in the Incidence of Type 2 Diabetes with Lifestyle Intervention or Metformin',
      'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
      'Tirzepatide Once Weekly for the Treatment of Obesity',
      'Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline',
      'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
      'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
      'Ultra-Processed Diets Cause Excess Calorie Intake and Weight Gain: An Inpatient Randomized Controlled Trial of Ad Libitum Food Intake',
      'Long-Term Persistence of Hormonal Adaptations to Weight Loss',
      'Effects of Testosterone Treatment in Older Men',
      'Effect of Low-Fat vs Low-Carbohydrate Diet on 12-Month Weight Loss in Overweight Adults and the Association With Genotype Pattern or Insulin Secretion: The DIETFITS Randomized Clinical Trial',
      'Cardiovascular Safety of Testosterone-Replacement Therapy',
      'Enclomiphene citrate stimulates testosterone production while preventing oligospermia: a randomized phase II clinical trial comparing topical testosterone',
    ])
    // Counts are labelled approximate.
    await expect(main(page).getByRole('listitem').first()).toContainText('≈ 20,000 citations')
    await expect(main(page)).toContainText('approximate (≈)')
    await expect(main(page)).toContainText('as of mid-2025')

    await sort.selectOption({ label: 'Alphabetical' })
    await expect(titles(page)).toHaveText([...recent].sort((a, b) => a.localeCompare(b, 'en')))
    await expect(titles(page).first()).toHaveText(
      'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
    )

    await reopen(page)
    await expect(sort).toHaveValue('alphabetical')
    await expect(titles(page).first()).toHaveText(
      'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
    )
    await page.goBack()
    await expect(sort).toHaveValue('cited')
    await expect(titles(page).first()).toHaveText(
      'Reduction in the Incidence of Type 2 Diabetes with Lifestyle Intervention or Metformin',
    )
    expect(unexpectedProblems(page)).toEqual([])
  })

  test('chips and search filter the list and combine with the sort', async ({ page }) => {
    await open(page, '/articles', { heading: 'The research behind our care' })
    const chips = main(page).getByRole('group', { name: 'Research categories' })
    await expect(chips.getByRole('button')).toHaveText([
      'All',
      'Weight Management',
      'Endocrinology',
      "Men's Health",
      'Nutrition Science',
      'Clinical Trials',
      'Metabolic Health',
    ])
    await chips.getByRole('button', { name: 'Clinical Trials' }).click()
    await expect(page).toHaveURL(/[?&]category=clinical-trials(&|$)/)
    await expect(titles(page)).toHaveText([
      'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
      'Cardiovascular Safety of Testosterone-Replacement Therapy',
    ])
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' })
    await expect(titles(page)).toHaveText([
      'Cardiovascular Safety of Testosterone-Replacement Therapy',
      'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
    ])

    await chips.getByRole('button', { name: 'All' }).click()
    const search = main(page).getByRole('searchbox', { name: 'Search research articles' })
    // Authors are searched too.
    await search.fill('bhasin')
    // Still oldest first: the sort outlives the chip.
    await expect(titles(page)).toHaveText([
      'Effects of Testosterone Treatment in Older Men',
      'Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline',
      'Cardiovascular Safety of Testosterone-Replacement Therapy',
    ])
    await search.fill('SEMAGLUTIDE')
    await expect(titles(page)).toHaveText([
      'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
      'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
    ])
    await expect(page).toHaveURL(/[?&]q=SEMAGLUTIDE(&|$)/)
    await reopen(page)
    await expect(search).toHaveValue('SEMAGLUTIDE')
    await expect(titles(page)).toHaveCount(2)
    await page.goBack()
    await expect(search).toHaveValue('')
    await expect(titles(page)).toHaveCount(12)
  })

  test('View Article opens the DOI in a new tab; Download PDF appears only for free full texts', async ({
    page,
  }) => {
    await open(page, '/articles', { heading: 'The research behind our care' })
    const entries = main(page).getByRole('list', { name: 'Research articles' }).getByRole('article')
    await expect(entries).toHaveCount(12)
    const step1 = entries.filter({ hasText: 'Once-Weekly Semaglutide in Adults' })
    const view = step1.getByRole('link', { name: /View Article/ })
    await expect(view).toHaveAttribute('href', 'https://doi.org/10.1056/NEJMoa2032183')
    await expect(view).toHaveAttribute('target', '_blank')
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(view).toHaveAccessibleName(/opens in a new tab/)
    await expect(step1.getByText('33567185', { exact: true })).toBeVisible()
    await expect(step1.getByRole('link', { name: /Download PDF/ })).toHaveCount(0)

    const dpp = entries.filter({ hasText: 'Reduction in the Incidence of Type 2 Diabetes' })
    const pdf = dpp.getByRole('link', { name: /Download PDF/ })
    await expect(pdf).toHaveAttribute('href', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC1370926/')
    await expect(pdf).toHaveAttribute('target', '_blank')
    await expect(main(page).getByRole('link', { name: /Download PDF/ })).toHaveCount(4)

    // Every entry's View Article is a DOI link.
    for (const link of await main(page)
      .getByRole('link', { name: /View Article/ })
      .all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/doi\.org\/10\.\d{4,}\/\S+$/)
    }

    await page
      .context()
      .route('https://doi.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>DOI landing</title>' }),
      )
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()])
    await expect(tab).toHaveURL('https://doi.org/10.1056/NEJMoa2032183')
    await tab.close()
  })
})

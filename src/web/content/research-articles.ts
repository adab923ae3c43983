// The research list at /articles (docs/product.md, Journal and research): real, published papers
// only.
//
// HOW EACH CITATION WAS VERIFIED (docs/product.md, Copy and names are ours: never invent a DOI or
// PMID). Checked against public copies of the papers and their index records, looked up by title:
//
// - step-1 (Wilding 2021): DOI from the NEJM article's first page (N Engl J Med 2021;384:989-1002,
//   DOI 10.1056/NEJMoa2032183); volume/issue/pages also on the author's repository record
//   (University of Liverpool). PMID 33567185 from several independent public records that
//   pair it with this title and DOI (one states it was checked with NCBI efetch); none disagree.
// - surmount-1 (Jastreboff 2022): title, authors and abstract from a copy of the NEJM page
//   (nejmoa2206038); NEJM 2022;387:205-216 from a trial summary. DOI 10.1056/NEJMoa2206038 and
//   PMID 35658024 from several independent public records pairing them with this title (one
//   checked with NCBI E-utilities esummary); none disagree.
// - select (Lincoff 2023): DOI and N Engl J Med 2023;389:2221-32 from the NEJM article's first
//   page; volume 389, number 24 from the OpenAlex-backed record. PMID 37952131 from several
//   public records (two say they checked it with NCBI); two other records give different
//   numbers (37590123, 37952197), so this PMID rests on the majority that were checked.
// - traverse (Lincoff 2023): DOI 10.1056/NEJMoa2215025 from the NEJM article's first page;
//   PMID 37326322 and 389(2):107-117 from several independent public records.
// - endocrine-society-testosterone-2018 (Bhasin 2018): authors, title and J Clin Endocrinol
//   Metab 2018;103(5):1715-1744 from the Endocrine Society's guideline page and the article's
//   first page; DOI 10.1210/jc.2018-00229 and PMID 29562364 from several public records
//   pairing them with this title; none disagree.
// - enclomiphene-phase-2 (Wiehle 2014): DOI 10.1016/j.fertnstert.2014.06.004 and Fertil Steril
//   2014;102(3):720-7 from its PubMed record; PMID 25044085 from the same PubMed record's address.
// - testosterone-trials (Snyder 2016): DOI 10.1056/NEJMoa1506119, N Engl J Med 2016;374(7):611-24
//   and PMID 26886521 from the PubMed record; PMC5209754 (free full text) from the PMC page.
// - diabetes-prevention-program (Knowler 2002): N Engl J Med 2002;346(6):393-403 from the
//   article's first page; PMID 11832527 from ACP Journal Club's record of the paper; DOI
//   10.1056/NEJMoa012512 and PMC1370926 from several public records pairing them with it.
// - look-ahead (Look AHEAD Research Group 2013): PMID 23796131, PMCID PMC3791615 and DOI
//   10.1056/NEJMoa1212914 all from the PubMed record; 369(2):145-54 from the same.
// - dietfits (Gardner 2018): JAMA 2018;319(7):667-679 from the article's first page and the
//   funder's record; DOI 10.1001/jama.2018.0245 and PMID 29466592 from several public records.
//   No free PMC copy was confirmed, so no PDF link.
// - ultra-processed-diets (Hall 2019): DOI, PMID 31105044 and PMCID PMC7946062 all from the PMC
//   page (author manuscript); Cell Metab 2019;30(1):67-77.e3 from the publisher's page.
// - hormonal-adaptations (Sumithran 2011): DOI 10.1056/NEJMoa1105816 and 365(17):1597-1604 from
//   several public reference lists; PMID 22029981 from several public records (one record gives
//   21991007 and also misstates other PMIDs, so it was discounted).
//
// 'Download PDF' is offered only where PubMed Central holds a free full text (PMC links above);
// it opens the PMC record, whose page serves the PDF. 'View Article' opens https://doi.org/<doi>.
//
// CITATION COUNTS are approximate and rounded, as the page says. Two were read from public
// index pages (Look AHEAD ≈ 2,100 on Scopus; SELECT ≈ 1,900 on OpenAlex); the rest are rounded
// estimates of the same order. They only rank the 'Most Cited' sort; refresh them from a
// citation index (e.g. OpenAlex) when this list is next updated.

import type { ListingFilterCopy, ListingPageHeader } from './page-copy'

type ResearchCategory =
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
  /** Approximate, rounded (see the note above). */
  citations: number
  /** Free full text with PDF (PubMed Central), only where one exists. */
  pdfUrl?: string
}

export type ResearchPageCopy = ListingPageHeader &
  ListingFilterCopy<ResearchCategory> & {
    sortLabel: string
    sortOptions: { recent: string; cited: string; alphabetical: string; oldest: string }
    citationsAsOf: string
    citationsNote: string
    citations: (count: string) => string
    listLabel: string
    showing: (shown: number, total: number) => string
    viewArticle: string
    downloadPdf: string
    newTab: string
    pdfSource: string
    noResults: string
    clearFilters: string
    clearSearch: string
    disclaimer: string
  }

export const researchPage = {
  title: 'Research Articles — Renew Medical',
  description:
    'The published research behind our care: landmark trials and guidelines on medical weight loss, metabolic health, nutrition and men’s health, with links to each paper.',
  eyebrow: 'Research',
  heading: 'The research behind our care',
  intro:
    'Our physicians follow the evidence. These are landmark trials and guidelines we lean on when we plan treatment — each links to the published paper, and to a free full text where one exists.',
  backHome: 'Back to Home',
  categories: [
    'All',
    'Weight Management',
    'Endocrinology',
    "Men's Health",
    'Nutrition Science',
    'Clinical Trials',
    'Metabolic Health',
  ],
  categoriesLabel: 'Research categories',
  searchLabel: 'Search research articles',
  searchPlaceholder: 'Search by title, author, journal or topic…',
  sortLabel: 'Sort by',
  sortOptions: {
    recent: 'Recent',
    cited: 'Most Cited',
    alphabetical: 'Alphabetical',
    oldest: 'Oldest',
  },
  citationsAsOf: 'mid-2025',
  citationsNote:
    'Citation counts are approximate (≈) and rounded, as of mid-2025; they change as new work cites these papers.',
  citations: (count: string) => `≈ ${count} citations`,
  listLabel: 'Research articles',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} research articles`,
  viewArticle: 'View Article',
  downloadPdf: 'Download PDF',
  newTab: '(opens in a new tab)',
  pdfSource: 'Free full text and PDF at PubMed Central',
  noResults: 'No research articles match your search.',
  clearFilters: 'Clear search and filters',
  clearSearch: 'Clear search',
  disclaimer:
    'Summaries are ours, written for patients; read the papers for the full methods and results. Research findings describe groups of people, not a promise for any one patient.',
} as const satisfies ResearchPageCopy

export const researchArticles = [
  {
    id: 'step-1',
    title: 'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
    authors:
      'Wilding JPH, Batterham RL, Calanna S, Davies M, Van Gaal LF, Lingvay I, et al.; STEP 1 Study Group',
    journal: 'New England Journal of Medicine',
    year: 2021,
    published: '2021-03-18',
    volume: '384',
    issue: '11',
    pages: '989-1002',
    doi: '10.1056/NEJMoa2032183',
    pmid: '33567185',
    abstract:
      'In 1,961 adults with overweight or obesity and no diabetes, weekly semaglutide 2.4 mg plus lifestyle support led to an average loss of about 15% of body weight over 68 weeks, against about 2% with placebo. Stomach-related side effects were the most common and usually passed.',
    category: 'Weight Management',
    citations: 5000,
  },
  {
    id: 'surmount-1',
    title: 'Tirzepatide Once Weekly for the Treatment of Obesity',
    authors:
      'Jastreboff AM, Aronne LJ, Ahmad NN, Wharton S, Connery L, Alves B, et al.; SURMOUNT-1 Investigators',
    journal: 'New England Journal of Medicine',
    year: 2022,
    published: '2022-07-21',
    volume: '387',
    issue: '3',
    pages: '205-216',
    doi: '10.1056/NEJMoa2206038',
    pmid: '35658024',
    abstract:
      'In 2,539 adults with obesity and no diabetes, weekly tirzepatide — which acts on both GLP-1 and GIP receptors — produced average weight losses of 15% to 21% over 72 weeks, depending on dose, compared with about 3% on placebo.',
    category: 'Weight Management',
    citations: 4000,
  },
  {
    id: 'select',
    title: 'Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes',
    authors:
      'Lincoff AM, Brown-Frandsen K, Colhoun HM, Deanfield J, Emerson SS, Esbjerg S, et al.; SELECT Trial Investigators',
    journal: 'New England Journal of Medicine',
    year: 2023,
    published: '2023-12-14',
    volume: '389',
    issue: '24',
    pages: '2221-2232',
    doi: '10.1056/NEJMoa2307563',
    pmid: '37952131',
    abstract:
      'In 17,604 people with existing heart or vascular disease and overweight or obesity, but no diabetes, weekly semaglutide 2.4 mg lowered the rate of heart attack, stroke or cardiovascular death by about 20% over a mean of 40 months.',
    category: 'Clinical Trials',
    citations: 1900,
  },
  {
    id: 'traverse',
    title: 'Cardiovascular Safety of Testosterone-Replacement Therapy',
    authors:
      'Lincoff AM, Bhasin S, Flevaris P, Mitchell LM, Basaria S, Boden WE, et al.; TRAVERSE Study Investigators',
    journal: 'New England Journal of Medicine',
    year: 2023,
    published: '2023-07-13',
    volume: '389',
    issue: '2',
    pages: '107-117',
    doi: '10.1056/NEJMoa2215025',
    pmid: '37326322',
    abstract:
      'In 5,246 men aged 45 to 80 with low testosterone and high cardiovascular risk, testosterone gel did not increase major cardiac events compared with placebo. Atrial fibrillation, kidney injury and blood clots in the lung were somewhat more common, which is why we monitor.',
    category: 'Clinical Trials',
    citations: 700,
  },
  {
    id: 'endocrine-society-testosterone-2018',
    title:
      'Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline',
    authors:
      'Bhasin S, Brito JP, Cunningham GR, Hayes FJ, Hodis HN, Matsumoto AM, Snyder PJ, Swerdloff RS, Wu FC, Yialamas MA',
    journal: 'Journal of Clinical Endocrinology & Metabolism',
    year: 2018,
    published: '2018-05-01',
    volume: '103',
    issue: '5',
    pages: '1715-1744',
    doi: '10.1210/jc.2018-00229',
    pmid: '29562364',
    abstract:
      'The Endocrine Society’s guideline: diagnose low testosterone only with consistent symptoms and repeated low morning blood levels measured with a reliable test, look for the cause, discuss benefits and risks before treating, and monitor levels, blood count and prostate health during treatment.',
    category: 'Endocrinology',
    citations: 2500,
  },
  {
    id: 'hormonal-adaptations',
    title: 'Long-Term Persistence of Hormonal Adaptations to Weight Loss',
    authors:
      'Sumithran P, Prendergast LA, Delbridge E, Purcell K, Shulkes A, Kriketos A, Proietto J',
    journal: 'New England Journal of Medicine',
    year: 2011,
    published: '2011-10-27',
    volume: '365',
    issue: '17',
    pages: '1597-1604',
    doi: '10.1056/NEJMoa1105816',
    pmid: '22029981',
    abstract:
      'A year after a diet-induced weight loss, the hormones that drive hunger (such as ghrelin) and satiety (such as leptin and peptide YY) had still not returned to their starting levels — one reason keeping weight off needs long-term support rather than willpower alone.',
    category: 'Endocrinology',
    citations: 1600,
  },
  {
    id: 'enclomiphene-phase-2',
    title:
      'Enclomiphene citrate stimulates testosterone production while preventing oligospermia: a randomized phase II clinical trial comparing topical testosterone',
    authors:
      'Wiehle RD, Fontenot GK, Wike J, Hsu K, Nydell J, Lipshultz L; ZA-203 Clinical Study Group',
    journal: 'Fertility and Sterility',
    year: 2014,
    published: '2014-09-01',
    volume: '102',
    issue: '3',
    pages: '720-727',
    doi: '10.1016/j.fertnstert.2014.06.004',
    pmid: '25044085',
    abstract:
      'In men with secondary hypogonadism, oral enclomiphene raised morning testosterone to levels similar to testosterone gel while increasing LH and FSH — and, unlike the gel, it did not lower sperm counts.',
    category: "Men's Health",
    citations: 100,
  },
  {
    id: 'testosterone-trials',
    title: 'Effects of Testosterone Treatment in Older Men',
    authors:
      'Snyder PJ, Bhasin S, Cunningham GR, Matsumoto AM, Stephens-Shields AJ, Cauley JA, et al.',
    journal: 'New England Journal of Medicine',
    year: 2016,
    published: '2016-02-18',
    volume: '374',
    issue: '7',
    pages: '611-624',
    doi: '10.1056/NEJMoa1506119',
    pmid: '26886521',
    abstract:
      'In 790 men aged 65 or older with low testosterone and symptoms, a year of testosterone gel moderately improved sexual function and slightly improved mood, but did not improve energy (vitality) or walking distance in the trial designed to test it.',
    category: "Men's Health",
    citations: 1300,
    pdfUrl: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5209754/',
  },
  {
    id: 'dietfits',
    title:
      'Effect of Low-Fat vs Low-Carbohydrate Diet on 12-Month Weight Loss in Overweight Adults and the Association With Genotype Pattern or Insulin Secretion: The DIETFITS Randomized Clinical Trial',
    authors:
      'Gardner CD, Trepanowski JF, Del Gobbo LC, Hauser ME, Rigdon J, Ioannidis JPA, Desai M, King AC',
    journal: 'JAMA',
    year: 2018,
    published: '2018-02-20',
    volume: '319',
    issue: '7',
    pages: '667-679',
    doi: '10.1001/jama.2018.0245',
    pmid: '29466592',
    abstract:
      'Among 609 adults, a healthy low-fat diet and a healthy low-carbohydrate diet led to similar weight loss over a year (about 5 to 6 kg). Neither a genetic pattern nor insulin secretion predicted who did better on which diet — the diet you can keep is the one that works.',
    category: 'Nutrition Science',
    citations: 1000,
  },
  {
    id: 'ultra-processed-diets',
    title:
      'Ultra-Processed Diets Cause Excess Calorie Intake and Weight Gain: An Inpatient Randomized Controlled Trial of Ad Libitum Food Intake',
    authors: 'Hall KD, Ayuketah A, Brychta R, Cai H, Cassimatis T, Chen KY, et al.',
    journal: 'Cell Metabolism',
    year: 2019,
    published: '2019-07-02',
    volume: '30',
    issue: '1',
    pages: '67-77.e3',
    doi: '10.1016/j.cmet.2019.05.008',
    pmid: '31105044',
    abstract:
      'Twenty adults lived at the NIH Clinical Center and ate as much as they wanted of ultra-processed or unprocessed meals, two weeks each. On the ultra-processed diet they ate about 500 calories more a day and gained weight; on the unprocessed diet they lost weight.',
    category: 'Nutrition Science',
    citations: 1800,
    pdfUrl: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7946062/',
  },
  {
    id: 'diabetes-prevention-program',
    title: 'Reduction in the Incidence of Type 2 Diabetes with Lifestyle Intervention or Metformin',
    authors:
      'Knowler WC, Barrett-Connor E, Fowler SE, Hamman RF, Lachin JM, Walker EA, Nathan DM; Diabetes Prevention Program Research Group',
    journal: 'New England Journal of Medicine',
    year: 2002,
    published: '2002-02-07',
    volume: '346',
    issue: '6',
    pages: '393-403',
    doi: '10.1056/NEJMoa012512',
    pmid: '11832527',
    abstract:
      'In 3,234 adults with raised blood sugar, a lifestyle program aiming for 7% weight loss and 150 minutes of activity a week cut new cases of type 2 diabetes by 58% over about three years; metformin cut them by 31%.',
    category: 'Metabolic Health',
    citations: 20000,
    pdfUrl: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC1370926/',
  },
  {
    id: 'look-ahead',
    title: 'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
    authors:
      'Look AHEAD Research Group: Wing RR, Bolin P, Brancati FL, Bray GA, Clark JM, Coday M, et al.',
    journal: 'New England Journal of Medicine',
    year: 2013,
    published: '2013-07-11',
    volume: '369',
    issue: '2',
    pages: '145-154',
    doi: '10.1056/NEJMoa1212914',
    pmid: '23796131',
    abstract:
      'In 5,145 adults with type 2 diabetes and overweight, an intensive lifestyle program produced more weight loss and better blood sugar and fitness, but did not lower heart attacks and strokes over a median of 9.6 years compared with diabetes education.',
    category: 'Metabolic Health',
    citations: 2100,
    pdfUrl: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3791615/',
  },
] as const satisfies readonly ResearchArticle[]

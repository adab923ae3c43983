// The papers on /articles about medicines and hormones: the GLP-1 trials, testosterone and
// enclomiphene, and the hormones that push weight back after a diet. research-articles.ts lists
// them before the lifestyle papers.
//
// How each citation was verified (research-articles.ts says the rule):
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
// - hormonal-adaptations (Sumithran 2011): DOI 10.1056/NEJMoa1105816 and 365(17):1597-1604 from
//   several public reference lists; PMID 22029981 from several public records (one record gives
//   21991007 and also misstates other PMIDs, so it was discounted).
// - enclomiphene-phase-2 (Wiehle 2014): DOI 10.1016/j.fertnstert.2014.06.004 and Fertil Steril
//   2014;102(3):720-7 from its PubMed record; PMID 25044085 from the same PubMed record's address.
// - testosterone-trials (Snyder 2016): DOI 10.1056/NEJMoa1506119, N Engl J Med 2016;374(7):611-24
//   and PMID 26886521 from the PubMed record; PMC5209754 (free full text) from the PMC page.

import type { ResearchArticle } from './research-article-types'

export const medicineAndHormonePapers = [
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
] as const satisfies readonly ResearchArticle[]

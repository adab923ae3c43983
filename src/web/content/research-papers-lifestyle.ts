// The papers on /articles about diet and lifestyle: what people eat, and what a lifestyle program
// does for diabetes and the heart. research-articles.ts lists them after the medicine papers.
//
// How each citation was verified (research-articles.ts says the rule):
// - dietfits (Gardner 2018): JAMA 2018;319(7):667-679 from the article's first page and the
//   funder's record; DOI 10.1001/jama.2018.0245 and PMID 29466592 from several public records.
//   No free PMC copy was confirmed, so no PDF link.
// - ultra-processed-diets (Hall 2019): DOI, PMID 31105044 and PMCID PMC7946062 all from the PMC
//   page (author manuscript); Cell Metab 2019;30(1):67-77.e3 from the publisher's page.
// - diabetes-prevention-program (Knowler 2002): N Engl J Med 2002;346(6):393-403 from the
//   article's first page; PMID 11832527 from ACP Journal Club's record of the paper; DOI
//   10.1056/NEJMoa012512 and PMC1370926 from several public records pairing them with it.
// - look-ahead (Look AHEAD Research Group 2013): PMID 23796131, PMCID PMC3791615 and DOI
//   10.1056/NEJMoa1212914 all from the PubMed record; 369(2):145-54 from the same.

import type { ResearchArticle } from './research-article-types'

export const lifestylePapers = [
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

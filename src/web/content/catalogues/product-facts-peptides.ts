// What the labels of the Peptides catalogue (peptides.ts) print, by product id; product-facts.ts
// gathers the four catalogues' facts.

import type { ProductFacts } from './catalogue-types'

export const peptideFacts: Readonly<Record<string, ProductFacts>> = {
  'peptide-1': {
    kind: 'supplement',
    servingSize: '1 Scoop (10 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '35' },
      { ingredient: 'Protein', amount: '9 g' },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '90 mg', dailyValue: '100%' },
      {
        ingredient: 'Bioactive Collagen Peptides (bovine, type I)',
        amount: '10 g',
        dailyValue: '†',
      },
    ],
  },
  'peptide-2': {
    kind: 'supplement',
    servingSize: '1 Scoop (10 g)',
    servingsPerContainer: 30,
    rows: [
      { ingredient: 'Calories', amount: '20' },
      { ingredient: 'Protein', amount: '5 g' },
      { ingredient: 'Creatine Monohydrate', amount: '5 g', dailyValue: '†' },
      { ingredient: 'Collagen Peptides (bovine)', amount: '5 g', dailyValue: '†' },
    ],
  },
  'peptide-3': {
    kind: 'supplement',
    servingSize: '1 Scoop (28 g)',
    servingsPerContainer: 20,
    rows: [
      { ingredient: 'Calories', amount: '90' },
      { ingredient: 'Total Carbohydrate', amount: '5 g', dailyValue: '2%' },
      { ingredient: 'Total Sugars', amount: '2 g' },
      { ingredient: 'Protein', amount: '18 g', dailyValue: '36%' },
      { ingredient: 'Sodium', amount: '300 mg', dailyValue: '13%' },
      { ingredient: 'Potassium', amount: '300 mg', dailyValue: '6%' },
      { ingredient: 'Hydrolyzed Whey Protein Isolate (milk)', amount: '20 g', dailyValue: '†' },
    ],
    otherIngredients:
      'Citric acid, natural citrus flavors, sodium citrate, potassium chloride, stevia leaf extract.',
    contains: 'Milk',
  },
  'peptide-4': {
    kind: 'topical',
    keyIngredients: [
      { ingredient: 'Copper tripeptide-1 (GHK-Cu)', amount: '1%' },
      { ingredient: 'Sodium hyaluronate (hyaluronic acid)', amount: '1%' },
    ],
    ingredients:
      'Water (aqua), glycerin, copper tripeptide-1, sodium hyaluronate, pentylene glycol, panthenol, hydroxyethylcellulose, phenoxyethanol, ethylhexylglycerin.',
  },
  'peptide-5': {
    kind: 'supplement',
    servingSize: '1 Vial (25 ml)',
    servingsPerContainer: 14,
    rows: [
      { ingredient: 'Calories', amount: '40' },
      { ingredient: 'Total Carbohydrate', amount: '1 g', dailyValue: '0%' },
      { ingredient: 'Protein', amount: '9 g' },
      { ingredient: 'Vitamin C (as ascorbic acid)', amount: '80 mg', dailyValue: '89%' },
      { ingredient: 'Biotin', amount: '300 mcg', dailyValue: '1,000%' },
      { ingredient: 'Marine Collagen Peptides (fish)', amount: '10 g', dailyValue: '†' },
    ],
    otherIngredients:
      'Purified water, natural berry flavors, citric acid, stevia leaf extract, potassium sorbate (preservative).',
    contains: 'Fish (cod, pollock)',
  },
  'peptide-6': {
    kind: 'topical',
    keyIngredients: [
      { ingredient: 'Palmitoyl pentapeptide-4 (Matrixyl)', amount: '3%' },
      { ingredient: 'Squalane', amount: '5%' },
      { ingredient: 'Ceramide NP, ceramide AP and ceramide EOP', amount: '1%' },
    ],
    ingredients:
      'Water (aqua), squalane, caprylic/capric triglyceride, glycerin, cetearyl alcohol, butyrospermum parkii (shea) butter, palmitoyl pentapeptide-4, ceramide NP, ceramide AP, ceramide EOP, phytosphingosine, cholesterol, sodium lauroyl lactylate, carbomer, xanthan gum, tocopherol, phenoxyethanol, ethylhexylglycerin.',
  },
}

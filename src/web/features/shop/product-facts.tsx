import { useId } from 'react'
import type * as React from 'react'

import type {
  ProductFacts as Facts,
  SupplementFacts,
  TopicalIngredients,
} from '@/content/catalogues/catalogue-types'
import type { ShopCopy } from '@/content/catalogues/shop-copy'
import { cn } from '@/lib/cn'

type Labels = ShopCopy['productPage']['facts']

type ProductFactsProps = React.ComponentProps<'section'> & { facts: Facts; labels: Labels }

/** Not established: what '†' stands for in the % Daily Value column. */
const NOT_ESTABLISHED = '†'

/**
 * What is in a product, as its label prints it: for what is swallowed, the FDA's Supplement
 * Facts panel (black rules, the heavy bar under the serving, % Daily Value on the right); for
 * what goes on the skin, its key ingredients with their amounts and the full list. Each is a
 * table with a caption, in a region named by its title.
 */
function ProductFacts({ facts, labels, className, ...props }: ProductFactsProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-slot="product-facts"
      className={cn('flex max-w-md flex-col gap-3 text-sm text-black', className)}
      {...props}
    >
      {facts.kind === 'supplement' ? (
        <SupplementPanel facts={facts} labels={labels} titleId={titleId} />
      ) : (
        <TopicalPanel facts={facts} labels={labels} titleId={titleId} />
      )}
    </section>
  )
}

const panel = 'border-2 border-black bg-white px-2 pt-1 pb-2'
const title = 'block text-3xl leading-tight font-black tracking-tight'

function SupplementPanel({
  facts,
  labels,
  titleId,
}: {
  facts: SupplementFacts
  labels: Labels
  titleId: string
}) {
  const hasDagger = facts.rows.some((row) => row.dailyValue === NOT_ESTABLISHED)
  const hasCalories = facts.rows.some((row) => row.ingredient === 'Calories')
  return (
    <>
      <div className={panel}>
        <table className="w-full border-collapse">
          <caption className="text-left">
            <span id={titleId} className={title}>
              {labels.supplementTitle}
            </span>
            <span className="block border-b border-black py-0.5">
              {labels.servingSize} {facts.servingSize}
            </span>
            <span className="block border-b-8 border-black py-0.5">
              {labels.servingsPerContainer} {facts.servingsPerContainer}
            </span>
          </caption>
          <thead>
            <tr className="border-b-4 border-black">
              {/* As on the label, "Amount Per Serving" heads the names and their amounts. */}
              <th scope="col" colSpan={2} className="py-1 text-left font-bold">
                {labels.amountPerServing}
              </th>
              <th scope="col" className="w-18 py-1 pl-2 text-right font-bold">
                {labels.dailyValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.rows.map((row) => (
              <tr key={row.ingredient} className="border-b border-black align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.ingredient}
                </th>
                <td className="py-1 pr-2 whitespace-nowrap">{row.amount}</td>
                <td className="py-1 pl-2 text-right font-bold">
                  <DailyValue value={row.dailyValue} labels={labels} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {hasCalories || hasDagger ? (
          <div className="mt-1 border-t-4 border-black pt-1 text-xs">
            {hasCalories ? <p>{labels.calorieNote}</p> : null}
            {hasDagger ? (
              <p>
                {NOT_ESTABLISHED} {labels.notEstablished}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {facts.otherIngredients ? (
        <p>
          <span className="font-bold">{labels.otherIngredients}</span> {facts.otherIngredients}
        </p>
      ) : null}
      {facts.contains ? (
        <p>
          <span className="font-bold">{labels.contains}</span> {facts.contains}
        </p>
      ) : null}
    </>
  )
}

function DailyValue({ value, labels }: { value: string | undefined; labels: Labels }) {
  if (value === undefined) return null
  if (value !== NOT_ESTABLISHED) return value
  return (
    <>
      <span aria-hidden="true">{NOT_ESTABLISHED}</span>
      <span className="sr-only">{labels.notEstablished}</span>
    </>
  )
}

function TopicalPanel({
  facts,
  labels,
  titleId,
}: {
  facts: TopicalIngredients
  labels: Labels
  titleId: string
}) {
  return (
    <>
      <div className={panel}>
        <table className="w-full border-collapse">
          <caption className="border-b-8 border-black pb-0.5 text-left">
            <span id={titleId} className={title}>
              {labels.topicalTitle}
            </span>
          </caption>
          <thead>
            <tr className="border-b-4 border-black">
              <th scope="col" className="py-1 text-left font-bold">
                {labels.keyIngredient}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-bold">
                {labels.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.keyIngredients.map((row) => (
              <tr key={row.ingredient} className="border-b border-black align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.ingredient}
                </th>
                <td className="py-1 pl-2 text-right font-bold">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <span className="font-bold">{labels.fullIngredients}</span> {facts.ingredients}
      </p>
    </>
  )
}

export { ProductFacts }

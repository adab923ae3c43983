/** One question and its answer in words (several words: a list). */
export type AnsweredQuestion = {
  id: string
  question: string
  /** Undefined when not answered. */
  words: readonly string[] | undefined
}

/**
 * Questions with their answers, as a description list: a health questionnaire read back to the
 * patient before sending it, or to the physician reviewing it.
 */
export function AnswerList({
  answers,
  notAnswered,
}: {
  answers: readonly AnsweredQuestion[]
  /** Said for a question without an answer. */
  notAnswered?: string
}) {
  return (
    <dl className="flex flex-col divide-y divide-border border-y border-border">
      {answers.map((answer) => (
        <div
          key={answer.id}
          className="grid gap-1 py-3 text-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-4"
        >
          <dt className="text-muted-foreground">{answer.question}</dt>
          <dd className="font-medium wrap-anywhere whitespace-pre-line text-foreground">
            {answer.words === undefined ? (
              <span className="text-destructive">{notAnswered}</span>
            ) : answer.words.length === 1 ? (
              answer.words[0]
            ) : (
              <ul className="list-disc pl-5">
                {answer.words.map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** 'single_choice' → 'Single choice': a stored enum value as plain words. */
export const labelOf = (value: string) =>
  (value[0]?.toUpperCase() ?? '') + value.slice(1).replaceAll('_', ' ')

/** Enum values as select options labelled in plain words. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value) }))

/** Rows to choose from (categories, authors) after a first choice of none, whose value is ''. */
export const choicesWithNone = (
  noneLabel: string,
  rows: readonly { id: string; name: string }[],
) => [{ value: '', label: noneLabel }, ...rows.map((row) => ({ value: row.id, label: row.name }))]

/** "1 question", "8 questions": a count with its noun, singular for exactly one. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`

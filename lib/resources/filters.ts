export type ResourceFilters = { kind?: string; category?: string }

type FilterableResource = { kind: string; category_slug: string | null }

/** Whether a resource belongs in the list filtered by kind and category (undefined: any). */
export function matchesResourceFilters(
  resource: FilterableResource,
  { kind, category }: ResourceFilters,
) {
  return (!kind || resource.kind === kind) && (!category || resource.category_slug === category)
}

/** Whether a route segment can be a row id (anything else is a 404 without a query). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/**
 * generateStaticParams for an admin page by row id. With Cache Components a dynamic route needs
 * one sample to prerender its shell (the shell's client components read the pathname); the nil
 * id names no row, and every real id renders on request behind the admin check.
 */
export const sampleIdParams = () => [{ id: '00000000-0000-0000-0000-000000000000' }]

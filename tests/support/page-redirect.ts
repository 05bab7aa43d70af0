/**
 * Where a page's redirect() or permanentRedirect() sends the browser, and with which status: Next
 * throws an error whose digest carries both (NEXT_REDIRECT;type;url;status;). Null when the page
 * rendered instead; any other error is thrown again (a 404's digest, for one).
 */
export async function redirectOf(
  render: () => Promise<unknown>,
): Promise<{ url: string; status: number } | null> {
  try {
    await render()
  } catch (error) {
    const [kind, , url, status] = String((error as { digest?: unknown }).digest ?? '').split(';')
    if (kind !== 'NEXT_REDIRECT' || !url) throw error
    return { url, status: Number(status) }
  }
  return null
}

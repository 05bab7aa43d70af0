import 'server-only'

/** A home section whose data fails to load shows a fallback instead of breaking the page. */
export async function loadOrNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    console.error(`Home page: ${what} unavailable`, error)
    return null
  }
}

/**
 * The origin the browser used for this request. Next's request.url names the host the server
 * bound to (e.g. localhost for 127.0.0.1), and a redirect to another host would lose the
 * session cookies, which belong to the exact host.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, '')
  return `${protocol}://${host}`
}

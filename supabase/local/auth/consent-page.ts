import { escapeHtml } from './mail-templates.ts'

export type ConsentPage = {
  action: string
  state: string
  email: string
  name: string
  siteUrl: string
  error?: string
}

// The local stand-in for Google's account chooser: a plain form, usable without JavaScript.
export function renderConsentPage(page: ConsentPage): string {
  const e = escapeHtml
  const error = page.error
    ? `<p class="error" role="alert" id="form-error">${e(page.error)}</p>`
    : ''
  const described = page.error ? ' aria-describedby="form-error"' : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in with Google (local stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font: inherit; margin-top: 0.25rem;
    border: 1px solid #5f6368; border-radius: 4px; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 4px; cursor: pointer;
    border: 1px solid #1a73e8; }
  button[value="allow"] { background: #1a73e8; color: #fff; }
  button[value="deny"] { background: #fff; color: #1a73e8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #174ea6; outline-offset: 2px; }
  .note { color: #3c4043; font-size: 0.875rem; }
  .error { color: #a50e0e; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Sign in with Google</h1>
<p>Continue as the Google account below to sign in to <strong>${e(page.siteUrl)}</strong>.</p>
<p class="note">Supabase Local stand-in: no request leaves this machine. Any address works.</p>
${error}
<form method="post" action="${e(page.action)}">
<input type="hidden" name="state" value="${e(page.state)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${e(page.email)}"${described}>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${e(page.name)}">
<div class="actions">
<button type="submit" name="action" value="allow">Continue as this account</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</div>
</form>
</main>
</body>
</html>
`
}

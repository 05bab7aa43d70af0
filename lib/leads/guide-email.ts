export type GuideEmailInput = {
  title: string
  subject: string
  /** Plain text with {{download_url}} and {{site_url}} placeholders. */
  body: string
  downloadUrl: string
  siteUrl: string
  unsubscribeUrl: string
}

export type GuideEmail = { subject: string; text: string; html: string }

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match)
}

// Runs on escaped text, so a URL holds no raw <, > or "; trailing sentence punctuation stays out.
function linkify(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g,
    (url) => `<a href="${url}">${url}</a>`,
  )
}

function paragraphsToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n')
      if (lines.every((line) => /^\s*-\s+/.test(line))) {
        const items = lines.map(
          (line) => `<li>${linkify(escapeHtml(line.replace(/^\s*-\s+/, '')))}</li>`,
        )
        return `<ul>${items.join('')}</ul>`
      }
      return `<p>${lines.map((line) => linkify(escapeHtml(line))).join('<br>')}</p>`
    })
    .join('\n')
}

/** The lead magnet's email as plain text and simple HTML, each with the download and opt-out. */
export function renderGuideEmail(input: GuideEmailInput): GuideEmail {
  const { title, downloadUrl, siteUrl, unsubscribeUrl } = input
  let body = fillPlaceholders(input.body, { download_url: downloadUrl, site_url: siteUrl })
  if (!input.body.includes('{{download_url}}')) {
    body = `Download the ${title} here:\n\n${downloadUrl}\n\n${body}`
  }
  const footer = `You requested the ${title} on ${siteUrl}. To stop emails about it, unsubscribe here:\n${unsubscribeUrl}`
  const text = `${body.trim()}\n\n--\n${footer}\n`
  const html = [
    '<!doctype html>',
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:600px">',
    `<p><a href="${escapeHtml(downloadUrl)}" style="display:inline-block;padding:10px 18px;background:#0057b8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Download the ${escapeHtml(title)} (PDF)</a></p>`,
    paragraphsToHtml(body),
    '<hr style="border:none;border-top:1px solid #e5e7eb">',
    `<p style="font-size:12px;color:#4b5563">You requested the ${escapeHtml(title)} on ${escapeHtml(siteUrl)}. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n')
  return { subject: input.subject.trim() || `Your ${title}`, text, html }
}

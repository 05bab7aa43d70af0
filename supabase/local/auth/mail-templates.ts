// Supabase's default auth email templates, with the one-time code added for OTP flows.
export type AuthMailKind =
  'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication'

export type TemplateData = {
  confirmationUrl: string
  token: string
  email: string
  newEmail: string
  siteUrl: string
}

// A template without an action carries only the code (the reauthentication nonce has no link,
// and Supabase's default template has no intro either).
type Template = {
  subject: string
  heading: string
  intro: (data: TemplateData) => string
  action: string | null
}

const templates: Record<AuthMailKind, Template> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: () => 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: (data) =>
      `You have been invited to create a user on ${data.siteUrl}. Follow this link to accept the invite:`,
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    intro: () => 'Follow this link to login:',
    action: 'Log In',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: () => 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: (data) =>
      `Follow this link to confirm the update of your email from ${data.email} to ${data.newEmail}:`,
    action: 'Change Email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    intro: () => '',
    action: null,
  },
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function renderAuthMail(kind: AuthMailKind, data: TemplateData) {
  const template = templates[kind]
  const intro = template.intro(data)
  if (template.action === null) {
    const html = [
      `<h2>${escapeHtml(template.heading)}</h2>`,
      `<p>Enter the code: ${escapeHtml(data.token)}</p>`,
    ].join('\n')
    const text = [template.heading, '', `Enter the code: ${data.token}`].join('\n')
    return { subject: template.subject, html, text }
  }
  const html = [
    `<h2>${escapeHtml(template.heading)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(data.confirmationUrl)}">${escapeHtml(template.action)}</a></p>`,
    `<p>Alternatively, enter the code: ${escapeHtml(data.token)}</p>`,
  ].join('\n')
  const text = [
    template.heading,
    '',
    intro,
    data.confirmationUrl,
    '',
    `Alternatively, enter the code: ${data.token}`,
  ].join('\n')
  return { subject: template.subject, html, text }
}

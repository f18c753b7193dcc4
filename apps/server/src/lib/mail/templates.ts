/**
 * The three account mails (verification, magic link, password reset), each in plain text and
 * HTML with the product name. Links are built by the caller and are the only dynamic HTML.
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface LinkMail {
  to: string
  url: string
  productName: string
  /** How long the link stays valid, in words ("1 hour"). */
  validFor: string
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function render(mail: LinkMail, subject: string, intro: string, action: string, outro: string): MailMessage {
  const product = mail.productName
  const text = [
    `${product}`,
    '',
    intro,
    '',
    `${action}: ${mail.url}`,
    '',
    `The link is valid for ${mail.validFor} and works once.`,
    outro,
    '',
    `— The ${product} team`,
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;padding:24px;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(product)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(mail.url)}" style="background:#16a34a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">The link is valid for ${escapeHtml(mail.validFor)} and works once. ${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(mail.url)}</p>
<p style="font-size:13px">— The ${escapeHtml(product)} team</p>
</div></body></html>`
  return { to: mail.to, subject, text, html }
}

export function verificationMail(mail: LinkMail): MailMessage {
  return render(
    mail,
    `Confirm your email for ${mail.productName}`,
    `Welcome to ${mail.productName}! Confirm your email address to activate your account and your free searches.`,
    'Confirm email',
    'If you did not sign up, you can ignore this email.',
  )
}

export function magicLinkMail(mail: LinkMail): MailMessage {
  return render(
    mail,
    `Your ${mail.productName} sign-in link`,
    `Use this link to sign in to ${mail.productName}.`,
    'Sign in',
    'If you did not ask for it, you can ignore this email.',
  )
}

export function resetPasswordMail(mail: LinkMail): MailMessage {
  return render(
    mail,
    `Reset your ${mail.productName} password`,
    `Someone (hopefully you) asked to reset the password of your ${mail.productName} account.`,
    'Choose a new password',
    'If you did not ask for it, your password stays as it is.',
  )
}

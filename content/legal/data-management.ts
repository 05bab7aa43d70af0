import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, privacyEmail } = siteConfig

export const dataManagementPage: InfoPage = {
  slug: 'data-management',
  title: 'Data Management',
  description: `How ${name} stores, protects, backs up, retains and deletes your data, and how you can export or delete it yourself.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'overview',
      heading: 'Overview',
      body: `Students trust us with drafts, marking criteria, messages and personal details. This page explains in practical terms how we look after that data: where it is stored, who can see it, how long we keep it and what happens when you ask us to delete it.

It complements our [Privacy Policy](/privacy), which explains what we collect and why, and our [Cookie Policy](/cookies), which covers the information stored in your browser.`,
    },
    {
      id: 'where-data-is-stored',
      heading: 'Where your data is stored',
      body: `- **Database, sign-in and file storage.** Your account, profile, orders, messages, quiz attempts and uploaded files are stored with Supabase, a managed database and authentication platform. Our primary database and file storage are located in Europe.
- **Website hosting.** Our hosting provider serves the website to your browser. It processes technical data, such as IP addresses, to deliver pages quickly and securely, using servers in several regions.
- **Email delivery.** Our email delivery provider holds the email addresses and message content needed to send account emails, order updates and, if you asked for them, study tips.
- **Payments.** Card details are handled entirely by our payment provider. We receive only a confirmation of payment and limited card details, such as the last four digits, and never the full card number.

Some of these providers, and some of our tutors, are based outside the UK, including in the United States, Australia and Canada. When personal information is transferred internationally, we use the safeguards described in the International transfers section of our [Privacy Policy](/privacy#international-transfers), such as Standard Contractual Clauses and the UK International Data Transfer Agreement.`,
    },
    {
      id: 'how-we-protect-data',
      heading: 'How we protect your data',
      body: `**Encryption in transit.** All traffic between your browser and our website, and between our systems and our providers, is encrypted using HTTPS (TLS). We do not serve any part of the site over unencrypted connections.

**Encryption at rest.** Our database, file storage and backups are encrypted at rest by our providers using industry-standard encryption (AES-256).

**Row-level security.** Our database enforces row-level security. This means access rules are built into the database itself, not just into the website: when you are signed in, the database returns only your own profile, orders, files, messages and quiz results, even if someone tries to request another student's records. Tutors can see only the orders they have been assigned.

**Least-privilege admin access.** Only a small number of staff have admin access, and each person gets only the access their role requires. For example, a support agent who answers questions about bookings does not need access to payment records. Admin access is removed promptly when someone changes role or leaves.

**Audit log.** Changes made through our admin tools, such as editing an order, changing a user's role or updating site settings, are recorded in an audit log showing who made the change and when. We review the log regularly and when investigating any concern.

**Passwords and sign-in.** Passwords are salted and hashed by our authentication provider, so no one at ${name} can see them. Sessions use short-lived access tokens that are renewed automatically and cancelled when you sign out. You can also sign in with Google, in which case we never handle a password at all.

**People and processes.** Everyone who works with us, including tutors, signs a confidentiality agreement and is trained on data protection and academic integrity. We keep our software and its dependencies up to date, and changes to our code are reviewed before they go live.`,
    },
    {
      id: 'uploaded-files',
      heading: 'Uploaded files',
      body: `Files you upload for feedback or proofreading are kept in private storage. They are not publicly accessible: each file can be opened only by you, the tutor or reviewer assigned to your order, and a limited number of staff who need to check quality or deal with a complaint. Files are delivered through short-lived, signed links that stop working after a short time.

We keep uploaded files for **12 months after the order is completed**, so you can refer back to the feedback you received. After that they are deleted automatically. You can ask us to delete them sooner at any time, and they are deleted when you delete your account.

We never share your files with your university or other students, never submit them to plagiarism-detection databases where they would be stored, and never use them to train artificial-intelligence models.

**Tip:** before uploading, you can remove your student ID number and other details that are not needed for feedback. Tutors need to see your work, not your identity.`,
    },
    {
      id: 'backups',
      heading: 'Backups',
      body: `We take encrypted backups of our database every day so that we can recover from accidents or technical failures. Backups are kept on a rolling cycle of up to 30 days and then overwritten. This means that when data is deleted from our live systems, it disappears from backups within 30 days.

Backups are stored with the same encryption and access controls as our live database. We test restoring from backups regularly to make sure they work. If we ever restore a backup, we re-apply any deletions made since the backup was taken, so deleted data does not come back.`,
    },
    {
      id: 'retention-schedule',
      heading: 'Retention schedule',
      body: `We keep each type of data only for as long as we need it. When a retention period ends, the data is deleted or anonymised so that it no longer identifies you.

| Data | How long we keep it | Why |
| --- | --- | --- |
| Account and profile | While your account is open, plus up to 30 days after it is closed | To provide your account; the short period after closure lets us finish deleting it from all systems |
| Order records and invoices | 6 years after the end of the financial year of the order; anonymised if you delete your account | Tax and accounting laws in the UK and elsewhere |
| Uploaded files | 12 months after the order is completed | So you can refer back to your feedback |
| Messages with us and your tutors | 24 months after the last message in the conversation | To answer follow-up questions and deal with complaints |
| Quiz attempts | While your account is open, plus up to 30 days after it is closed | To show your progress |
| Study-guide email sign-ups | Until you unsubscribe; then only a record that you unsubscribed | To send what you asked for and respect your opt-out |
| Analytics data (only with consent) | Up to 14 months, then aggregated | To understand how the site is used |
| Job applications | 12 months after a decision, unless you join us | To handle your application and any questions about it |
| Admin audit log | 24 months | Security and accountability |
| Server and security logs | 90 days | To detect and investigate attacks and errors |
| Backups | Up to 30 days, rolling | To recover from accidents and failures |

Accounts that have had no sign-in for 3 years are treated as inactive. We email you 30 days before deleting an inactive account, and you can keep it by signing in.

We may keep specific information for longer where the law requires it, or where it is needed for a legal claim, a complaint or a fraud or academic-integrity investigation. In those cases, we keep only what is needed and delete it when the matter is closed.`,
    },
    {
      id: 'export-your-data',
      heading: 'Export your data',
      body: `You can download a copy of your data at any time. Sign in, go to your [Profile](/profile) page and choose the option to download your data. You will receive a **JSON file**, a structured, machine-readable format that you can open in a text editor or import into another service.

The export includes your account and profile details, your orders, your messages, your quiz attempts and a list of the files you have uploaded. If you would also like copies of your uploaded files, or if you cannot sign in, email [${privacyEmail}](mailto:${privacyEmail}) and we will send them to the email address on your account.`,
    },
    {
      id: 'delete-your-data',
      heading: 'Delete your account and data',
      body: `You can delete your account yourself from your [Profile](/profile) page. Before you do, please cancel any orders in progress and download anything you want to keep, because deletion cannot be undone.

When you delete your account:

- you are signed out and can no longer sign in with that account;
- your profile, messages, quiz attempts and uploaded files are deleted from our live systems, and anything remaining in our records is removed within 30 days;
- **order records are kept in anonymised form**, because tax laws require us to keep records of sales for 6 years. We remove your name, email address and the content of your briefs, and keep only what the law requires, such as the service, date, amount paid, tax and billing country;
- any testimonial you allowed us to publish is removed;
- copies in our backups are overwritten within 30 days.

Deleting your account does not unsubscribe you from the study-guide emails if you signed up for them separately. Use the unsubscribe link in any of those emails, or ask us to do it for you.`,
    },
    {
      id: 'breach-notification',
      heading: 'If something goes wrong: breach notification',
      body: `We have an incident response plan for personal data breaches. If we discover a breach, we act straight away to contain it, assess the risk to the people affected and fix the cause. We record every breach, whether or not we have to report it.

Where the law requires it, we notify the relevant regulator:

- **UK and EU:** the Information Commissioner's Office (ICO) or the relevant EU supervisory authority within **72 hours** of becoming aware of a breach that is likely to put people's rights and freedoms at risk.
- **Australia:** the Office of the Australian Information Commissioner (OAIC) as soon as practicable for an eligible data breach under the Notifiable Data Breaches scheme, after an assessment completed within 30 days.
- **Canada:** the Office of the Privacy Commissioner of Canada (OPC) as soon as feasible where a breach creates a real risk of significant harm.
- **United States:** the authorities required by the breach notification law of each affected student's state.

If a breach is likely to cause serious harm to you, we will also tell you directly, without undue delay, by email. We will explain what happened, what information was involved, what we are doing about it and what steps you can take to protect yourself.`,
    },
    {
      id: 'questions',
      heading: 'Questions',
      body: `If you have a question about how we manage data, or want to report a security concern, email [${privacyEmail}](mailto:${privacyEmail}). If you believe you have found a security vulnerability in our website, please tell us privately at the same address before sharing it publicly, so that we can fix it and protect our students.`,
    },
  ],
}

import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, legalName, privacyEmail, postalAddress } = siteConfig

export const privacyPage: InfoPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  description: `How ${name} collects, uses, shares and protects personal information, and how students in the USA, UK, Australia, Canada and elsewhere can use their privacy rights.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: `${name} is run by ${legalName}, a company based in the United Kingdom. We provide one-to-one tutoring, writing feedback, proofreading and study-skills coaching for university students, together with free quizzes, study resources and articles.

For the purposes of the UK General Data Protection Regulation (UK GDPR), the EU General Data Protection Regulation (GDPR) and similar laws, ${legalName} is the **controller** of the personal information described in this policy. In plain terms, we decide how and why your information is used, and we are responsible for looking after it.

You can contact us about anything in this policy by emailing [${privacyEmail}](mailto:${privacyEmail}) or by writing to ${postalAddress}.

This policy explains what we collect, why, who we share it with, how long we keep it and what rights you have. It covers our website, your account, your dashboard and profile, and the services you order. Our [Cookie Policy](/cookies) covers cookies and browser storage in more detail, and our [Data Management](/data-management) page explains how we store and protect data.`,
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: `We collect only what we need to run the service. Most of it comes directly from you.

- **Account information.** Your name, email address and password when you sign up. If you sign in with Google, we receive your name, email address and Google account identifier from Google; we never see your Google password. Passwords are handled by our authentication provider and stored only in hashed form.
- **Profile information.** Details you choose to add, such as your country, university, level of study (for example undergraduate or postgraduate), subject, time zone and contact preferences.
- **Orders and briefs.** The services you book, the brief you give us (subject, level, what you want help with, deadlines, referencing style), session dates and times, prices paid, invoices and order history.
- **Uploaded files.** Drafts, notes, marking criteria or other documents you upload so that a tutor or reviewer can give feedback. These may contain personal information about you, and occasionally about others (for example names in an acknowledgements section).
- **Messages.** Messages you send us through the contact form, the chat link, email or your dashboard, and messages exchanged with tutors about your order.
- **Quiz attempts.** If you take a quiz while signed in, we store your answers, score and the date, so that you can track your progress.
- **Study-guide sign-ups.** If you ask for our free study guide, we collect your email address and the page you signed up from, so we can send the guide and occasional study tips.
- **Job applications.** If you apply for a role through our [Careers](/careers) pages, we collect the information in your application, such as your CV, qualifications and answers to our questions.
- **Payment information.** Payments are processed by our payment provider. We receive confirmation of payment, the amount, the currency, the last four digits and expiry of the card, and the billing country. We never receive or store your full card number.
- **Technical and usage information.** Our servers record basic technical data needed to deliver the site securely, such as IP address, browser type and error logs. If, and only if, you switch on analytics cookies, we also collect information about how you use the site, such as the pages you visit and how long you spend on them.

We do not ask for sensitive information such as health, religion or ethnicity. If you choose to tell us about something sensitive, for example a disability so that a tutor can adapt a session, we use it only for that purpose and only with your explicit consent, which you can withdraw at any time.`,
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information and our legal bases',
      body: `Under the UK GDPR and GDPR we must have a legal basis under Article 6 for each use of personal information. The table below sets out what we do and why.

| What we do | Information used | Legal basis (Art. 6) |
| --- | --- | --- |
| Create and run your account, let you sign in and keep it secure | Account and profile information, technical data | Contract (Art. 6(1)(b)) |
| Match you with a tutor or reviewer, deliver sessions, feedback and proofreading | Orders and briefs, uploaded files, messages, profile | Contract (Art. 6(1)(b)) |
| Take payment, issue invoices and keep tax and accounting records | Orders, payment confirmations | Legal obligation (Art. 6(1)(c)) and contract |
| Answer your questions and support requests | Messages, account information | Contract, or legitimate interests (Art. 6(1)(f)) where you are not yet a customer |
| Save your quiz results and show your progress | Quiz attempts | Contract (Art. 6(1)(b)) |
| Send the free study guide and study-tip emails | Study-guide email address | Consent (Art. 6(1)(a)) |
| Measure how the site is used so we can improve it | Analytics data | Consent (Art. 6(1)(a)), through the cookie settings |
| Show our own adverts on other sites and measure them | Advertising cookie data | Consent (Art. 6(1)(a)), through the cookie settings |
| Protect the service from fraud, abuse and misuse, including orders that ask for graded work to be done | Orders, messages, technical data | Legitimate interests (Art. 6(1)(f)) |
| Check the quality of tutoring and keep our academic-integrity rules | Orders, messages, session notes, ratings | Legitimate interests (Art. 6(1)(f)) |
| Consider job applications | Application information | Steps before a contract (Art. 6(1)(b)) and legitimate interests |
| Comply with the law, respond to lawful requests and defend legal claims | Any relevant information | Legal obligation (Art. 6(1)(c)) and legitimate interests (Art. 6(1)(f)) |

Where we rely on legitimate interests, we have weighed our interests against yours and we only go ahead where your rights do not override them. You can ask us for details of that assessment.

Where we rely on consent, you can withdraw it at any time: use the unsubscribe link in any email, or change your choices with the "Cookie settings" button in the site footer. Withdrawing consent does not affect anything we did before you withdrew it.

We do not use your information to make decisions about you that have legal or similarly significant effects by purely automated means. We do not use your uploaded work or messages to train artificial-intelligence models.`,
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      body: `We do not sell your personal information. We share it only with the people and companies who need it to provide the service:

- **Tutors and reviewers.** The tutor or reviewer assigned to your order sees your first name, the brief, the files you upload for that order and messages about it. Tutors are bound by confidentiality obligations and our [Terms of Service](/terms).
- **Website hosting.** Our hosting provider serves the website and processes technical data such as IP addresses in order to do so.
- **Supabase.** Our database, authentication (sign-in) and file storage run on Supabase. Your account, profile, orders, messages, quiz attempts and uploaded files are stored there.
- **Email delivery.** An email delivery provider sends account emails (such as confirming your address), order updates and, if you asked for them, the study guide and study tips.
- **Payment provider.** A specialist payment provider processes card payments and refunds and carries out fraud checks.
- **Google.** If you choose to sign in with Google, Google confirms your identity to us.
- **Analytics and advertising providers.** Only if you switch these categories on in the cookie settings.
- **Professional advisers and authorities.** Our accountants, lawyers and insurers where needed, and regulators, courts or law enforcement where the law requires us to.
- **A buyer of our business.** If our business is sold or merged, your information may pass to the new owner, who must continue to protect it in line with this policy.

Our service providers act as **processors**: they may use your information only on our instructions and under written contracts that require them to keep it secure and confidential. We do not share your work with your university, and we never submit your files to plagiarism-detection databases where they would be stored.`,
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      body: `We are based in the UK and our students are spread across many countries, so your information may be processed outside the country where you live. Some of our providers and tutors are located in, or have support teams in, the United States, the European Economic Area, Australia, Canada and other countries.

When we transfer personal information out of the UK or the European Economic Area to a country that has not been recognised as providing adequate protection, we use recognised safeguards. These are usually the European Commission's **Standard Contractual Clauses (SCCs)** and, for transfers from the UK, the **UK International Data Transfer Agreement (IDTA)** or the UK Addendum to the SCCs. Where a provider is certified under the EU-US Data Privacy Framework or its UK Extension, we may rely on that instead.

For Australian students, we take reasonable steps under Australian Privacy Principle 8 to make sure overseas recipients handle your information in line with the Australian Privacy Principles. For Canadian students, information may be stored and processed outside Canada and may be accessible to courts and authorities in those countries under their laws.

You can ask us for more information about the safeguards we use by emailing [${privacyEmail}](mailto:${privacyEmail}).`,
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      body: `We keep information only for as long as we need it, then delete it or make it anonymous.

- **Account and profile information:** while your account is open, plus up to 30 days after you close it.
- **Order records and invoices:** 6 years after the end of the financial year in which the order was made, because tax and accounting laws require it. If you delete your account, we keep these records in anonymised form, without your name or contact details.
- **Uploaded files:** 12 months after the order they belong to is completed, or sooner if you delete them or your account.
- **Messages:** 24 months after the last message in a conversation.
- **Quiz attempts:** while your account is open, plus up to 30 days after you close it.
- **Study-guide email sign-ups:** until you unsubscribe. After that we keep only a record that you have unsubscribed, so we do not email you again.
- **Analytics data (if you consented):** up to 14 months, after which it is deleted or kept only in aggregated form that does not identify anyone.
- **Job applications:** 12 months after we make a decision about your application, unless you join us.
- **Server and security logs:** 90 days.
- **Backups:** deleted data can remain in encrypted backups for up to 30 days before it is overwritten.

If you have not signed in for 3 years, we treat your account as inactive: we email you 30 days before deleting it, and you can keep it by signing in.

We may keep information for longer if the law requires it or if it is needed for a legal claim or complaint. The full schedule is on our [Data Management](/data-management) page.`,
    },
    {
      id: 'your-rights-uk-eu',
      heading: 'Your rights under the UK GDPR and GDPR',
      body: `If you are in the UK, the European Economic Area or another country with similar laws, you have the right to:

- **Access** the personal information we hold about you and receive a copy.
- **Rectification:** have inaccurate information corrected and incomplete information completed.
- **Erasure:** ask us to delete your information where there is no good reason for us to keep it.
- **Restriction:** ask us to pause using your information, for example while we check whether it is accurate.
- **Data portability:** receive information you gave us in a structured, machine-readable format, or ask us to send it to someone else.
- **Object** to our use of your information where we rely on legitimate interests, and object at any time to direct marketing.
- **Withdraw consent** at any time where we rely on consent.

Some rights have limits. For example, we cannot delete invoices that tax law requires us to keep, but we will tell you when that applies. We do not charge for handling requests unless a request is clearly unfounded or excessive.`,
    },
    {
      id: 'california-and-us-rights',
      heading: 'Your rights under the CCPA/CPRA and other US state laws',
      body: `If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you specific rights. We extend these rights to all US students, whether or not a particular state law applies to us.

**What we collect.** In the last 12 months we have collected the following categories of personal information, for the purposes described in this policy: identifiers (such as name, email address and IP address); customer records (such as billing country and payment confirmations); commercial information (such as services ordered); internet or other electronic network activity (such as pages visited, only with your consent); education-related information you choose to share (such as your university, course and drafts); and professional information in job applications. Account login details (email and password) count as sensitive personal information under the CPRA; we use them only to let you sign in and keep your account secure.

**Your rights.** You have the right to:

- **Know** what personal information we collect, use and disclose, and to receive a copy of it.
- **Delete** personal information we have collected from you, subject to legal exceptions.
- **Correct** inaccurate personal information.
- **Opt out of the sale or sharing** of your personal information. We do not sell personal information and have not done so in the last 12 months. Advertising cookies could count as "sharing" for cross-context behavioural advertising, so they are off unless you switch them on. See [Do Not Sell or Share My Personal Information](/do-not-sell).
- **Limit the use of sensitive personal information.** We use sensitive personal information only for purposes the CPRA permits without offering this right, such as providing the service you asked for and keeping accounts secure. We do not use it to infer characteristics about you.
- **Non-discrimination.** We will not deny you the service, charge you a different price or give you a lower quality of service because you used your privacy rights.

**Global Privacy Control.** If your browser sends a Global Privacy Control (GPC) signal, we treat it as a valid request to opt out of the sale or sharing of your personal information for that browser, and advertising cookies stay off.

We do not knowingly sell or share the personal information of anyone under 16.

Residents of other states with comprehensive privacy laws, such as Virginia, Colorado, Connecticut, Utah, Texas and Oregon, have similar rights to access, correct, delete and obtain a copy of their information and to opt out of targeted advertising. If we decline a request, you can appeal by replying to our decision; we will respond to an appeal within the time your state's law allows.`,
    },
    {
      id: 'australia',
      heading: 'Australian students: the Privacy Act 1988',
      body: `We handle personal information of students in Australia in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs). In particular:

- You can ask for access to the personal information we hold about you (APP 12) and ask us to correct it (APP 13).
- You can deal with us anonymously or under a pseudonym where that is practicable, for example when reading articles or taking quizzes without signing in. To book a tutor we need your name and email address.
- We disclose information overseas only as described in the International transfers section above (APP 8).
- Direct marketing emails always include a simple way to unsubscribe (APP 7).

If you have a privacy complaint, please contact us first at [${privacyEmail}](mailto:${privacyEmail}). We will acknowledge it within 7 days and aim to resolve it within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au) or on 1300 363 992.`,
    },
    {
      id: 'canada',
      heading: 'Canadian students: PIPEDA',
      body: `We handle personal information of students in Canada in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its fair information principles. We collect personal information with your knowledge and consent, use it only for the purposes described in this policy, and protect it with safeguards appropriate to its sensitivity.

You can ask to access the personal information we hold about you, ask us to correct it, and withdraw your consent to optional uses such as marketing emails or analytics at any time. Withdrawing consent to information we need to provide the service may mean we cannot continue to provide it, and we will explain this to you if so.

If you have a concern, please contact us first at [${privacyEmail}](mailto:${privacyEmail}). If you are not satisfied with our response, you can complain to the Office of the Privacy Commissioner of Canada (OPC) at [priv.gc.ca](https://www.priv.gc.ca) or on 1-800-282-1376. Students in Quebec, Alberta and British Columbia may also contact their provincial privacy commissioner.`,
    },
    {
      id: 'children',
      heading: 'Children',
      body: `${name} is designed for university students. You must be at least 16 years old to create an account, and if you are under 18 (or under the age of majority where you live) you need a parent's or guardian's agreement before paying for a service.

Our website is not directed at children, and we do not knowingly collect personal information from anyone under 16. If you believe a child under 16 has given us personal information, please email [${privacyEmail}](mailto:${privacyEmail}) and we will delete it.`,
    },
    {
      id: 'security',
      heading: 'How we keep information secure',
      body: `We protect your information with encryption in transit (HTTPS) and at rest, database rules (row-level security) that let each student see only their own records, staff and tutor access limited to what each role needs, a log of changes made through our admin tools, hashed passwords and regular encrypted backups. Everyone who works with us is bound by confidentiality obligations. Our [Data Management](/data-management) page describes these measures in detail.

No system can be guaranteed to be completely secure. If a personal data breach is likely to put your rights at risk, we will tell you and the relevant regulator as the law requires. Please help us by using a strong, unique password and telling us straight away if you think your account has been misused.`,
    },
    {
      id: 'exercising-your-rights',
      heading: 'How to use your rights',
      body: `**Self-service.** When you are signed in, your [Profile](/profile) page lets you:

- update your name and profile details;
- download a copy of your personal data as a JSON file;
- delete your account.

Deleting your account signs you out, removes your profile, messages, quiz attempts and uploaded files, and anonymises order records that we must keep for tax purposes.

**By email.** You can also make any request by emailing [${privacyEmail}](mailto:${privacyEmail}). Please tell us which right you want to use and the email address linked to your account.

**Verification.** To protect your information, we need to confirm that a request comes from you. Usually we do this by asking you to reply from the email address on your account or to confirm a code we send to it. We will not ask for more information than we need.

**Authorised agents.** Someone else can make a request on your behalf if you have given them written permission, or a power of attorney where the law requires one. We may still ask you to confirm your identity directly.

**Timing.** We respond within one month under the UK GDPR and GDPR (extendable by two further months for complex requests), within 45 days under the CCPA/CPRA (extendable by a further 45 days), and within 30 days under the Australian Privacy Act and PIPEDA. We will tell you if we need more time and why.`,
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: `We would like the chance to put things right, so please contact us first at [${privacyEmail}](mailto:${privacyEmail}).

You also have the right to complain to a data protection regulator:

- **United Kingdom:** the Information Commissioner's Office (ICO), [ico.org.uk](https://ico.org.uk), 0303 123 1113.
- **European Economic Area:** the data protection authority in the country where you live or work.
- **Australia:** the Office of the Australian Information Commissioner (OAIC), [oaic.gov.au](https://www.oaic.gov.au).
- **Canada:** the Office of the Privacy Commissioner of Canada (OPC), [priv.gc.ca](https://www.priv.gc.ca).
- **California:** the California Privacy Protection Agency, [cppa.ca.gov](https://cppa.ca.gov), or the California Attorney General.`,
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: `We review this policy regularly and update it when our services, our providers or the law change. The date at the top of the page shows when it last changed. If we make a change that materially affects how we use your information, we will tell you by email or with a notice in your dashboard before the change takes effect, and we will ask for your consent again where the law requires it.`,
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: `For privacy questions and requests, email [${privacyEmail}](mailto:${privacyEmail}).

By post: ${postalAddress}.

For general questions about our services, please use our [Contact](/contact) page.`,
    },
  ],
}

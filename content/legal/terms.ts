import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, legalName, contactEmail, postalAddress } = siteConfig

export const termsPage: InfoPage = {
  slug: 'terms',
  title: 'Terms of Service',
  description: `The terms that apply when you use ${name}: accounts, tutoring and feedback services, our academic-integrity rules, payments, cancellations and refunds.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and these terms',
      body: `${name} is run by ${legalName} ("we", "us", "our"), a company based in the United Kingdom. Our postal address is ${postalAddress}, and you can email us at [${contactEmail}](mailto:${contactEmail}).

These terms apply when you use our website, create an account or order a service. Please read them before you order. By creating an account or placing an order, you agree to them. Our [Privacy Policy](/privacy) explains how we use personal information, and our [Cookie Policy](/cookies) explains how we use cookies.

If you are a consumer, nothing in these terms takes away rights that the law of the country where you live gives you and that cannot be excluded by contract.`,
    },
    {
      id: 'eligibility',
      heading: 'Who can use the service',
      body: `${name} is for university and college students and people preparing for university study. To create an account you must be at least 16 years old.

If you are under 18, or under the age of majority where you live (19 in some Canadian provinces, for example), you need a parent's or guardian's agreement before you pay for a service, and they accept these terms on your behalf for any paid order.

You can read articles, take quizzes and browse resources without an account.`,
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: `You can sign up with an email address and password, or with Google. Please:

- give accurate information and keep it up to date;
- keep your password private and do not share your account with anyone else;
- tell us straight away at [${contactEmail}](mailto:${contactEmail}) if you think someone else has used your account.

You are responsible for what happens under your account unless it was caused by our failure to keep the service secure. You can delete your account at any time from your [Profile](/profile) page. We may suspend or close an account that breaks these terms, as explained in the Suspension and closure section below.`,
    },
    {
      id: 'the-service',
      heading: 'What the service is',
      body: `We help students learn and improve their own work. Our services are:

- **One-to-one tutoring:** live online sessions with a tutor to explain concepts, work through practice problems, plan revision or prepare for exams.
- **Writing feedback:** written comments on a draft you have written, covering structure, argument, use of evidence, clarity and referencing, with suggestions for you to act on.
- **Proofreading:** marking up spelling, grammar, punctuation, formatting and referencing-style errors in your own finished text, in line with the proofreading policy of your institution where it has one.
- **Study-skills coaching:** help with time management, note-taking, reading strategies, exam technique and academic writing skills.
- **Free learning materials:** articles, quizzes and study resources.

Each service page describes what is included, how long it takes and the price. A tutor or reviewer teaches, explains and comments; the work you submit for assessment must always be your own.`,
    },
    {
      id: 'academic-integrity',
      heading: 'Academic integrity',
      body: `Academic integrity is at the heart of what we do, and this section is a core part of our agreement with you.

**We never do graded work for students.** We will not write, complete, take or sit any work that is assessed or contributes to a grade. This includes assignments, essays, coursework, lab reports, problem sets, take-home tests, dissertations and theses, online quizzes and exams, and discussion-board posts. We will not log in to your university systems or take an assessment for you.

**Feedback is not rewriting.** Writing feedback and proofreading comments point out problems and explain how to fix them. We do not rewrite your argument, add new content or ideas, restructure your work for you, or correct factual or subject errors in assessed work. Proofreaders mark changes as suggestions (for example using tracked changes or comments) so that you decide what to accept.

**Worked examples are for learning.** In tutoring, a tutor may work through an example problem or show a model paragraph on a different topic to explain a technique. These are teaching materials, not answers to your assessment, and must not be submitted as your own work.

**Your responsibilities.** You must:

- follow your institution's rules on academic integrity, proofreading and outside help, which may be stricter than ours;
- check with your instructor, supervisor or programme handbook if you are unsure whether a type of help is allowed;
- declare the support you received wherever your institution requires it (for example in a proofreading or AI-and-assistance declaration);
- not submit anything a tutor has written, including session notes and example answers, as your own work.

**We refuse and cancel orders that ask for graded work.** If an order or message asks us to write, complete or sit assessed work, or to do anything that would breach academic-integrity rules, we will refuse it. If we only find out after an order has started, we will cancel it. We will refund the part of the order we have not delivered. If someone repeatedly tries to obtain graded work, or tries to pressure a tutor into doing it, we may close their account.

Tutors are required to refuse and report such requests, and they are trained to recognise them. In England, providing or advertising contract-cheating services to students in post-16 and higher education is a criminal offence under the Skills and Post-16 Education Act 2022, and Australia has similar offences under the Tertiary Education Quality and Standards Agency Act 2011. We support those laws and apply the same standard to students everywhere.`,
    },
    {
      id: 'orders',
      heading: 'Orders',
      body: `When you place an order, you give us a brief describing what you want help with, your level of study and any deadlines. We confirm the order by email once payment has been taken. The contract between us starts at that point.

We may decline an order if it breaks our academic-integrity rules, if we do not have a suitable tutor or reviewer available, or if we cannot meet the deadline. If we decline an order after you have paid, we refund you in full.

Please give us accurate and complete information. If the brief changes significantly after you order (for example the word count doubles), we will tell you before doing anything extra, and any extra cost needs your agreement.`,
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      body: `Prices are shown before you pay, in the currency we show for your country (US dollars, pounds sterling, Australian dollars or Canadian dollars). The price you see at checkout is the price you pay, including any VAT, GST, HST or other sales tax that we are required to charge.

Payment is taken in advance by card or another method offered at checkout, through our payment provider. We do not store your full card details.

Prices can change from time to time, but a price change never affects an order you have already paid for. Promotional prices and discount codes are valid only for the period shown and cannot be exchanged for cash.

If you buy a package of several sessions, the sessions are valid for 12 months from the date of purchase. We will remind you before unused sessions expire.`,
    },
    {
      id: 'cancellations-and-refunds',
      heading: 'Cancellations and refunds',
      body: `We want these rules to be simple and fair.

**Tutoring sessions**

- **Before a session is scheduled:** you can cancel your order for a full refund.
- **More than 24 hours before a scheduled session:** you can cancel or reschedule free of charge.
- **Less than 24 hours before a scheduled session:** you can reschedule once free of charge, or cancel and receive a 50% refund, because the tutor has reserved that time for you.
- **If you do not attend** and have not told us within 15 minutes of the start time, the session counts as delivered.
- **If your tutor cancels, is more than 15 minutes late or does not attend,** you can choose a free replacement session or a full refund for that session.
- **Technical problems:** if a session is cut short by a problem on our side, we will offer a replacement session for the lost time.

**Writing feedback and proofreading**

- **Before a reviewer starts work:** full refund.
- **After work has started but before delivery:** a refund in proportion to the work not yet done.
- **After delivery:** if the feedback or proofreading does not match what you ordered, tell us within 14 days. We will revise it free of charge, and if we cannot put it right, we will give a partial or full refund depending on the problem.
- **If we miss the deadline we agreed,** you can choose a full refund or accept late delivery with a 25% refund.

**Session packages:** you can ask for a refund of unused sessions in a package at any time before they expire. We refund the unused sessions at the price per session you paid.

**Your legal right to cancel.** If you are a consumer in the UK or the EU, you have a legal right to cancel a service contract within 14 days of placing the order without giving a reason. If you ask us to start the service within those 14 days, you will pay for the part of the service provided before you cancelled. Our own cancellation rules above are at least as generous as this right in most situations, and you can rely on whichever gives you the better outcome.

**How refunds are paid.** To cancel, use your [dashboard](/dashboard) or email [${contactEmail}](mailto:${contactEmail}). We refund to the original payment method within 14 days of agreeing the refund. Your bank may take a few more days to show it.`,
    },
    {
      id: 'tutor-conduct',
      heading: 'Tutor conduct',
      body: `Every tutor and reviewer who works with us agrees to a code of conduct. They must:

- treat students with respect and patience, and teach in a way that builds your own understanding;
- keep your work, messages and personal information confidential;
- follow our academic-integrity rules, and refuse and report requests for graded work;
- arrive on time and prepared, and give notice if they cannot attend;
- communicate with you only through our platform and only about your studies;
- never ask you for payment, contact details or social-media connections outside our platform.

If a tutor falls short of these standards, please tell us at [${contactEmail}](mailto:${contactEmail}). We will look into every report, and we will replace the tutor, refund affected sessions and take action against the tutor where appropriate.`,
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: `When you use ${name}, you must not:

- ask a tutor, reviewer or anyone else through our platform to do graded work for you, or share live exam or test questions during an assessment;
- upload material you do not have the right to share, or material that is unlawful, abusive or contains malware;
- harass, threaten or discriminate against tutors, staff or other students;
- try to pay tutors directly or move sessions off our platform to avoid our fees or protections;
- copy, resell or publicly share our paid materials, quizzes or resources in bulk;
- scrape, overload or interfere with the website, or try to access accounts or data that are not yours;
- pretend to be someone else or create accounts for other people without their permission.`,
    },
    {
      id: 'intellectual-property',
      heading: 'Our intellectual property',
      body: `The website and everything we create for it, including articles, quizzes, study resources, guides and our logo, belong to us or to the people who licensed them to us, and are protected by copyright and other laws.

You may read, download and print our materials for your own personal, non-commercial study. You may quote short extracts if you credit ${name} as the source. You may not republish, sell or distribute our materials, or use them to build a competing service, without our written permission.

Notes and teaching materials a tutor gives you in a session are for your own learning. They must not be submitted for assessment.`,
    },
    {
      id: 'your-content',
      heading: 'Your content and our licence to use it',
      body: `You keep full ownership of everything you upload or write, including drafts, notes and messages ("your content").

You give us a limited, non-exclusive, royalty-free licence to store, copy and display your content only as needed to provide the service you ordered: for example, so that your tutor or reviewer can read your draft and add comments. This licence ends when your content is deleted under our retention schedule, except for copies we must keep by law.

We will not publish your content, share it with your university or other students, submit it to plagiarism-detection databases where it would be stored, or use it to train artificial-intelligence models.

If you give us a review or testimonial, you agree that we may publish it on our website with your first name and the details you agreed to. You can ask us to remove it at any time.

You confirm that you have the right to upload your content and that it does not break anyone else's rights or the law.`,
    },
    {
      id: 'third-party-links',
      heading: 'Third-party links and services',
      body: `Our website links to other websites, such as university guidance, referencing guides and the messaging app we use for chat. We include these links because we think they are useful, but we do not control those websites and are not responsible for their content or their privacy practices. Sign-in with Google is provided by Google under its own terms.

See our [Advertising Disclosure](/advertising) for how we label sponsored content and affiliate links.`,
    },
    {
      id: 'disclaimers',
      heading: 'What we promise and what we cannot promise',
      body: `We provide our services with reasonable care and skill, using qualified tutors and reviewers, and as described on our website.

We cannot guarantee any particular grade, mark, result or outcome. Your results depend on your own work, your institution's marking, and many other things we do not control. Our articles, quizzes and resources are general educational information and may not reflect the specific requirements of your course. Always check your course materials and ask your instructor when in doubt. Our [Disclaimer](/disclaimer) explains this and how we measure the figures we publish.

We aim to keep the website available at all times, but it may occasionally be unavailable for maintenance or for reasons outside our control.`,
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      body: `**What we are not responsible for.** We are not responsible for loss or damage that was not reasonably foreseeable when you placed your order, for losses caused by your own breach of these terms or of your institution's rules, or for business losses (the service is for personal study, not commercial use).

**Our total liability.** Apart from the exceptions below, our total liability to you for any order is limited to the price you paid for that order. Our total liability for any other claim relating to the service is limited to the greater of £100 (or the equivalent in your currency) and the total you paid us in the 12 months before the claim.

**What we never exclude.** Nothing in these terms limits or excludes our liability for:

- death or personal injury caused by our negligence;
- fraud or fraudulent misrepresentation;
- any other liability that cannot legally be limited or excluded.

**Consumers in the UK and EU.** If you are a consumer, you have legal rights in relation to services that are not provided with reasonable care and skill or as described, including under the Consumer Rights Act 2015 in the UK. Nothing in these terms affects those rights.

**Consumers in Australia.** Our services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these terms excludes, restricts or modifies those guarantees or any right or remedy you have under the Australian Consumer Law. Where the law allows us to limit our liability for a failure to comply with a consumer guarantee, and the service is not of a kind ordinarily acquired for personal, domestic or household use, our liability is limited to supplying the service again or paying the cost of having it supplied again.

**Consumers in the US and Canada.** Some states and provinces do not allow certain limitations of liability, so some of the limits above may not apply to you. In that case, our liability is limited to the fullest extent your local law allows.`,
    },
    {
      id: 'suspension-and-closure',
      heading: 'Suspension and closure',
      body: `We may suspend or close your account, or cancel an order, if you seriously or repeatedly break these terms, in particular the academic-integrity and acceptable-use rules. Where it is reasonable, we will warn you first and give you a chance to explain. If we close your account, we will refund any part of an order we have not delivered, unless the closure is because of fraud.

You can stop using the service and delete your account at any time. Deleting your account does not cancel orders in progress; please cancel them first under the rules above.`,
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      body: `If you have a problem, please contact us first at [${contactEmail}](mailto:${contactEmail}). Most problems can be solved quickly this way, and we aim to reply to complaints within 5 working days.

These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer, however, you keep the protection of the mandatory laws of the country, state or province where you live, and you can bring a claim in your local courts. If you live in Scotland or Northern Ireland, you can bring proceedings in Scotland or Northern Ireland.`,
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: `We may update these terms to reflect changes to our services, the law or how we work. The date at the top shows when they last changed. If a change materially affects you, we will tell you by email or in your dashboard at least 30 days before it takes effect. Orders you have already placed continue under the terms that applied when you placed them. If you do not agree with a change, you can close your account before it takes effect.`,
    },
    {
      id: 'general',
      heading: 'General',
      body: `If a court decides that part of these terms is unenforceable, the rest still applies. If we do not enforce a right straight away, we can still enforce it later. You may not transfer your rights under these terms to someone else without our agreement. We may transfer our rights to another organisation, but this will not reduce your rights. These terms are between you and us; no one else has any rights to enforce them.`,
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: `Email [${contactEmail}](mailto:${contactEmail}), use our [Contact](/contact) page, or write to ${postalAddress}.`,
    },
  ],
}

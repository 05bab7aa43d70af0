import { siteConfig } from '@/config/site'
import type { FaqGroup } from '@/content/types'

const { name, contactEmail, privacyEmail, claims } = siteConfig

export const faqGroups: FaqGroup[] = [
  {
    id: 'about-the-service',
    heading: 'About the service',
    items: [
      {
        question: `What does ${name} offer?`,
        answer: `We offer one-to-one online tutoring, written feedback on your drafts, proofreading of your own finished work, and study-skills coaching for university students. We also publish free articles, quizzes and study resources that anyone can use without an account.`,
      },
      {
        question: 'Who is the service for?',
        answer:
          'University and college students aged 16 and over, from first-year undergraduates to postgraduates, and people preparing to start university. Most of our students study in the United States, the United Kingdom, Australia or Canada, but we work with students in other countries too.',
      },
      {
        question: 'Which subjects can you help with?',
        answer:
          'We cover most subjects taught at university, including the sciences, mathematics and statistics, business, law, humanities, social sciences and health subjects, as well as academic writing and study skills for any discipline. Tell us your subject and level in your brief, and if we do not have a suitable tutor we will say so before you pay.',
      },
      {
        question: 'Do you understand how my country grades work?',
        answer:
          'Yes. We match you with tutors who know your system, whether that is US letter grades and GPA, UK degree classifications, Australian HD, D, C and P grades, or Canadian letter grades and percentages. Because boundaries differ between universities, we always work from your own course criteria when you share them.',
      },
      {
        question: `Are you connected to my university?`,
        answer: `No. ${name} is an independent company and is not affiliated with or endorsed by any university. Your university's own learning-support services are free and worth using alongside us.`,
      },
      {
        question: `What do your figures, such as ${claims.rating} stars and ${claims.improve} improved grades, mean?`,
        answer: `The ${claims.rating} rating is the average of every star rating students give after a session or order, including low ones. The ${claims.improve} figure comes from our own follow-up survey of students and is self-reported, not checked against transcripts. Our Disclaimer page explains how every figure is measured and its limits.`,
      },
    ],
  },
  {
    id: 'academic-integrity',
    heading: 'Academic integrity',
    items: [
      {
        question: 'Will you write my essay or do my assignment for me?',
        answer:
          'No. We never write, complete or sit graded work of any kind, including essays, assignments, dissertations, online quizzes and exams. We help you understand the material and improve work that you have written yourself.',
      },
      {
        question: 'Is using a tutor allowed by my university?',
        answer:
          'Tutoring that helps you learn is allowed at almost every university, but rules on outside help, proofreading and feedback on assessed drafts vary between institutions and even between courses. Check your course handbook or ask your instructor if you are unsure, and follow their rules where they are stricter than ours.',
      },
      {
        question: 'What is the difference between feedback and proofreading?',
        answer:
          'Writing feedback comments on how your work is built: its structure, argument, use of evidence and clarity, with suggestions for you to act on. Proofreading marks up surface errors such as spelling, grammar, punctuation and referencing format. Neither service rewrites your argument or adds content, and all changes are suggestions you choose whether to accept.',
      },
      {
        question: 'Should I declare that I used your service?',
        answer:
          'If your institution asks you to declare help such as proofreading or tutoring, yes, you should. We can confirm in writing exactly what kind of support you received, which makes an honest declaration easy.',
      },
      {
        question: 'What happens if someone asks a tutor to do their graded work?',
        answer:
          'The tutor will refuse and report it, and we will decline or cancel the order and refund any part we have not delivered. If someone keeps trying to get graded work done, we close their account.',
      },
    ],
  },
  {
    id: 'orders-and-payments',
    heading: 'Orders and payments',
    items: [
      {
        question: 'How do I place an order?',
        answer:
          'Create a free account, choose a service and fill in a short brief with your subject, level, country, what you want help with and any deadlines. You see the full price before you pay, and we confirm your order and your tutor by email.',
      },
      {
        question: 'Which currencies and payment methods do you accept?',
        answer:
          'We charge in US dollars, pounds sterling, Australian dollars or Canadian dollars depending on where you are, and you can pay by card or another method offered at checkout. Payments are handled by our payment provider, and we never see or store your full card number.',
      },
      {
        question: 'Does the price include tax?',
        answer:
          'Yes. The price shown at checkout includes any VAT, GST, HST or sales tax we are required to charge, and there are no extra fees added afterwards.',
      },
      {
        question: 'Can I get a refund?',
        answer:
          'Yes. You get a full refund if you cancel before a session is scheduled or before a reviewer starts work on your draft. Once work has started, we refund the part not yet done, and if delivered work does not match what you ordered we will revise it or refund you. Refunds go back to your original payment method within 14 days.',
      },
      {
        question: 'What if I am not happy with my feedback or proofreading?',
        answer: `Tell us within 14 days of delivery by replying in your dashboard or emailing ${contactEmail}. We will revise the work free of charge, and if we cannot put it right we will give you a partial or full refund.`,
      },
    ],
  },
  {
    id: 'tutoring-sessions',
    heading: 'Tutoring sessions',
    items: [
      {
        question: 'How do sessions work?',
        answer:
          'Sessions take place live online at a time that suits you and your tutor, in your own time zone. Before the session you can share your questions, course materials or marking criteria so your tutor can prepare, and afterwards your tutor adds a short summary of what you covered and what to practise next.',
      },
      {
        question: 'Can I cancel or reschedule a session?',
        answer:
          'You can cancel or reschedule free of charge up to 24 hours before the start time. With less than 24 hours to go, you can reschedule once for free or cancel for a 50% refund, because the tutor has set that time aside for you.',
      },
      {
        question: 'What happens if my tutor cancels or does not turn up?',
        answer:
          'You choose between a free replacement session and a full refund for that session. The same applies if your tutor is more than 15 minutes late.',
      },
      {
        question: 'Can I keep working with the same tutor?',
        answer:
          'Yes. If a tutor suits you, you can ask for them again when you book, and we will arrange it whenever they are available. You can also ask for a different tutor at any time without giving a reason.',
      },
      {
        question: 'Are sessions recorded?',
        answer:
          'No, we do not record tutoring sessions. Your tutor writes a short session summary that is saved with your order so you have a record of what you covered.',
      },
      {
        question: `What does ${claims.support} support mean?`,
        answer:
          'Our chat line is monitored around the clock, every day of the year, for questions about orders, bookings and your account. Tutoring sessions themselves are booked by appointment rather than available on demand at any hour.',
      },
    ],
  },
  {
    id: 'accounts-and-privacy',
    heading: 'Accounts and privacy',
    items: [
      {
        question: 'Do I need an account?',
        answer:
          'You can read articles, take quizzes and browse resources without one. You need a free account to order a service, message your tutor and save your quiz results, and you can sign up with an email address and password or with Google.',
      },
      {
        question: 'Who can see the work I upload?',
        answer:
          'Only you, the tutor or reviewer assigned to your order, and a small number of staff who check quality or handle complaints. We never share your files with your university, never add them to plagiarism-detection databases and never use them to train AI models. Uploaded files are deleted 12 months after your order is completed.',
      },
      {
        question: 'How do I download or delete my data?',
        answer: `Sign in and go to your Profile page, where you can download your data as a JSON file and delete your account. You can also email ${privacyEmail}. Order records are kept in anonymised form for 6 years because tax laws require it.`,
      },
      {
        question: 'Do you sell my personal information?',
        answer:
          'No. We do not sell personal information. Advertising cookies are off unless you switch them on, you can switch them off at any time with the Cookie settings button in the site footer, and we honour the Global Privacy Control signal.',
      },
      {
        question: 'How do I change my cookie choices?',
        answer:
          'Select Cookie settings in the site footer to reopen the settings and switch analytics or ads on or off. Your choice is saved in your browser for 12 months, after which we ask you again.',
      },
    ],
  },
]

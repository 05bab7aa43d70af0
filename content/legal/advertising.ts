import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, contactEmail, claims } = siteConfig

export const advertisingPage: InfoPage = {
  slug: 'advertising',
  title: 'Advertising Disclosure',
  description: `How ${name} makes money, how we label affiliate links and sponsored content, and how we collect, publish and moderate testimonials and reviews.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'how-we-make-money',
      heading: 'How we make money',
      body: `${name} is funded by the students who pay for our services: one-to-one tutoring, writing feedback, proofreading and study-skills coaching. That is the core of our business, and it is why our articles, quizzes and many of our study resources are free to use.

We do **not** sell advertising space on our website, and we do not show adverts from other companies. We do not sell personal information, and we do not make money from advertising based on your personal data. The only advertising cookies on our site belong to platforms we use to promote our own services, and they are off unless you switch them on (see our [Cookie Policy](/cookies) and [Do Not Sell or Share My Personal Information](/do-not-sell)).

Occasionally we may earn a small amount from affiliate links or sponsored content, as explained below. When we do, we tell you clearly.`,
    },
    {
      id: 'affiliate-links',
      heading: 'Affiliate links',
      body: `Some articles and resources may recommend books, software or tools that students find useful, such as reference managers, note-taking apps or revision guides. Sometimes these links are **affiliate links**: if you buy something after following the link, the seller pays us a small commission.

When a page contains affiliate links:

- we say so clearly at the top of the page, before the first link, so you know before you read on;
- we label each affiliate link, for example with "(affiliate link)" next to it;
- the price you pay is the same as if you had gone to the seller directly;
- the commission never decides what we recommend. We recommend a product because we think it is genuinely useful, and we include free alternatives wherever good ones exist;
- we never use affiliate links for essay-writing services, "homework help" sites that supply answers, or anything else that would undermine academic integrity.`,
    },
    {
      id: 'sponsored-content',
      heading: 'Sponsored content and partnerships',
      body: `If a company pays us, or gives us something of value, to publish or feature content, that content is **sponsored**. We label it "Sponsored" or "Paid partnership" at the top, in words that are easy to see on any screen size, and we name the sponsor.

Sponsors do not control our advice. We decide what a sponsored article says, and we only accept sponsorship from organisations whose products or services we would be comfortable recommending to students anyway. We do not accept sponsorship from contract-cheating services, essay mills, answer-sharing websites or anyone else whose business conflicts with academic integrity.

If we work with content creators, student ambassadors or other partners to promote ${name}, we require them to make the relationship clear in every post, for example with "#ad" or the platform's paid-partnership label, and never to present our services as a way to get graded work done.`,
    },
    {
      id: 'rules-we-follow',
      heading: 'The rules we follow',
      body: `We follow the advertising and consumer-protection rules of the countries our students live in, including:

- **United States:** the Federal Trade Commission's Guides Concerning the Use of Endorsements and Testimonials in Advertising (the Endorsement Guides, 16 CFR Part 255) and the FTC's Trade Regulation Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465), which ban fake reviews and undisclosed incentives.
- **United Kingdom:** the UK Code of Non-broadcast Advertising and Direct & Promotional Marketing (the CAP Code), enforced by the Advertising Standards Authority (ASA), which requires advertising to be obviously identifiable and not misleading; and consumer-protection law, including the rules on fake and concealed incentivised reviews in the Digital Markets, Competition and Consumers Act 2024.
- **Australia:** the Australian Consumer Law, which prohibits misleading or deceptive conduct, and the Australian Competition and Consumer Commission's (ACCC) guidance on online reviews, testimonials and influencer marketing.
- **Canada:** the Competition Act and the Competition Bureau's guidance on deceptive marketing, including its guidance on endorsements and influencer marketing.

In practice, this means that marketing must be recognisable as marketing, claims must be accurate and backed by evidence, and any relationship that might affect how you view a recommendation must be disclosed.`,
    },
    {
      id: 'our-own-marketing',
      heading: 'How we advertise our own services',
      body: `When we promote ${name}, whether on our website or elsewhere:

- **We do not promise grades.** We describe what we do (teaching, feedback and coaching) and never suggest we will do graded work for you.
- **We explain our figures.** Our headline figures (${claims.students} students, ${claims.countries} countries, a ${claims.rating} average rating and ${claims.improve} of students reporting improved grades) are explained on our [Disclaimer](/disclaimer) page, including how each is measured and its limitations.
- **Offers are genuine.** When we run a time-limited promotion, the end date and countdown are real. We do not restart a countdown to create false urgency, and any "was" price is one we genuinely charged.
- **Prices are clear.** The price shown at checkout includes any tax we must charge, and there are no hidden fees.`,
    },
    {
      id: 'testimonials',
      heading: 'Testimonials come from real students',
      body: `Every testimonial on our website comes from a real student who has used our services. We publish a testimonial only with the student's permission, and we show only the details they agree to, usually a first name, country and level of study, such as "Amira, UK, second-year undergraduate".

- **We never pay for testimonials** and never offer discounts, free sessions, prize draws or any other reward in return for a review or testimonial, positive or negative.
- **We do not write testimonials ourselves** or create reviews in the name of people who do not exist. Staff, tutors and their close family members may not leave reviews.
- **We do not change the meaning.** We may shorten a testimonial to fit the page, marking any cut with an ellipsis (…), and correct obvious typing errors, but we never change what the student said or how they rated us.
- **Testimonials describe one student's experience.** Individual results vary, and a testimonial is not a promise that you will get the same result.

A student can ask us to remove their testimonial at any time by emailing [${contactEmail}](mailto:${contactEmail}), and we will take it down within 7 days.`,
    },
    {
      id: 'review-moderation',
      heading: 'How we collect and moderate reviews',
      body: `**Who we ask.** After every completed session or order, we ask the student to rate it from 1 to 5 stars and, if they wish, to add a comment. We ask every student, not only those we expect to be happy.

**What counts towards our rating.** Every star rating counts towards our ${claims.rating} average, including low ones. We do not remove ratings because they are negative.

**What we check before publishing a written review.** We read written reviews before publishing them, and we only withhold or edit a review if it:

- includes personal information, such as a tutor's surname, contact details or another student's details;
- contains abusive, discriminatory or offensive language;
- is not about our service (for example, a complaint about a university);
- describes or asks for help with academic misconduct;
- appears to be fake, or comes from someone with a conflict of interest.

When we withhold a review for one of these reasons, its star rating still counts towards our average unless the review itself appears to be fake.

**What we feature.** We choose a selection of testimonials to show on our home page and service pages. Because we choose them, they are not a random sample and they tend to be positive. That is why we also publish our overall average rating, which includes every rating we receive.

**Complaints in reviews.** If a review describes a problem, we contact the student to try to put it right. We may reply publicly, but we never pressure anyone to change or remove a review.`,
    },
    {
      id: 'questions',
      heading: 'Questions or concerns',
      body: `If you think something on our website is not clearly labelled, or that a review or claim is misleading, please tell us at [${contactEmail}](mailto:${contactEmail}). We will look into it and reply within 5 working days.`,
    },
  ],
}

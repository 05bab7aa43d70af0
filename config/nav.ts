export type NavLink = { label: string; href: string }

export type FooterColumn = { heading: string; links: NavLink[] }

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Articles', href: '/articles' },
  { label: 'Quizzes', href: '/quizzes' },
  { label: 'Resources', href: '/resources' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
]

export const footerColumns: FooterColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/about#team' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'One-to-one tutoring', href: '/services#tutoring' },
      { label: 'Writing feedback', href: '/services#writing-feedback' },
      { label: 'Proofreading', href: '/services#proofreading' },
      { label: 'Study skills coaching', href: '/services#study-skills' },
      { label: 'Exam preparation', href: '/services#exam-preparation' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Study Articles', href: '/articles' },
      { label: 'Study Materials', href: '/resources' },
      { label: 'Success Stories', href: '/#testimonials' },
      { label: 'FAQs', href: '/faq' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
      { label: 'Advertising Disclosure', href: '/advertising' },
      { label: 'Data Management', href: '/data-management' },
      { label: 'Disclaimer', href: '/disclaimer' },
      { label: 'Do Not Sell/Share', href: '/do-not-sell' },
      { label: 'Sitemap', href: '/sitemap.xml' },
    ],
  },
]

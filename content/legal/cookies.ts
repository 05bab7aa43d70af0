import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, privacyEmail } = siteConfig

export const cookiesPage: InfoPage = {
  slug: 'cookies',
  title: 'Cookie Policy',
  description: `Which cookies and browser storage ${name} uses, why, how long they last, and how to change your choices at any time.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'summary',
      heading: 'The short version',
      body: `- We use a small number of **necessary** cookies and browser-storage items to keep you signed in, remember your cookie choices and remember your light or dark theme. The site cannot work properly without them.
- **Analytics** and **ads** cookies are **off** unless you switch them on. We do not set them until you say yes.
- You can change your mind at any time with the **"Cookie settings"** button in the site footer.
- If your browser sends a **Global Privacy Control** signal, we keep ads cookies off.

This policy works alongside our [Privacy Policy](/privacy), which explains how we use personal information more generally.`,
    },
    {
      id: 'what-are-cookies',
      heading: 'What cookies and local storage are',
      body: `A **cookie** is a small text file that a website asks your browser to store. The browser sends it back to the website on later visits, which lets the site recognise you, for example to keep you signed in.

**Local storage** is a similar feature built into browsers. It lets a website save small pieces of information on your device. Unlike cookies, it is not sent to our servers automatically with each request; it stays on your device unless our code reads it.

The law treats both in the same way. Under the UK Privacy and Electronic Communications Regulations (PECR), the EU ePrivacy rules and similar laws, we need your consent before storing or reading anything on your device, unless it is strictly necessary to provide the service you asked for. That is why we divide what we use into three categories.`,
    },
    {
      id: 'categories',
      heading: 'The three categories we use',
      body: `**Necessary.** These make the website work: signing in, keeping your session secure, remembering the privacy choices you made and remembering the theme you picked. They are always on, because the site cannot work properly without them, and the law does not require consent for them. We do not use them for analytics or advertising.

**Analytics.** These help us understand how the website is used, such as which pages people visit, which articles are read to the end and where people leave a page. We use this to improve the site, for example to fix a confusing page or to write more of the articles students find useful. We look at the results in aggregate; we do not use analytics to build a profile of you. Analytics are **off by default** and are only used if you switch them on.

**Ads.** These let the advertising platforms we use to promote ${name} (for example social-media and search advertising platforms) measure whether our adverts led to a visit or a sign-up, and show our adverts to people who have visited our site. We do not show adverts from other companies on our website. Ads cookies are **off by default** and are only used if you switch them on. Under some US state laws, including the CCPA/CPRA, this kind of advertising may count as "sharing" personal information; see [Do Not Sell or Share My Personal Information](/do-not-sell).`,
    },
    {
      id: 'cookie-table',
      heading: 'The cookies and storage we use',
      body: `| Name | Purpose | Category | Type and duration |
| --- | --- | --- | --- |
| \`sb-<project-ref>-auth-token\` (may be split into parts ending \`.0\`, \`.1\`) | Keeps you signed in. Holds the session tokens issued by Supabase, our authentication provider, so that your dashboard and profile load securely. | Necessary | Cookie. Removed when you sign out; otherwise up to 400 days. The access token inside it expires after about an hour and is renewed automatically while you use the site. |
| \`sb-<project-ref>-auth-token-code-verifier\` | Protects the Google sign-in process by linking the request you start with the response from Google. | Necessary | Cookie. Only set when you sign in with Google; removed once sign-in completes. |
| \`site_consent_v1\` | Remembers your cookie choices (necessary, analytics and ads on or off), when you made them and when they expire. It contains no name, email address or other identifying details. | Necessary | Local storage. 12 months, after which we ask you again. |
| \`vite-ui-theme\` | Remembers whether you chose the light, dark or system theme. | Necessary | Local storage. Until you change the theme or clear your browser storage. |
| Analytics cookies | Count visits and page views, and measure how pages are used, so we can improve the site. | Analytics | Cookies. Only set if you switch analytics on; up to 13 months. |
| Advertising cookies | Measure the results of our own adverts on other platforms and let those platforms show our adverts to past visitors. | Ads | Cookies. Only set if you switch ads on; up to 13 months. |

\`<project-ref>\` stands for the identifier of our Supabase project, which forms part of the cookie's name.

The names of analytics and advertising cookies are set by the provider concerned and can change when providers update their tools. Whoever sets them, they are governed by your choices in the cookie settings: if a category is off, we do not load the tools that set those cookies. We review this table whenever we add, remove or change a cookie or provider.`,
    },
    {
      id: 'your-choices',
      heading: 'How to make and change your choices',
      body: `When you first visit the site, or when your previous choice has expired, a cookie banner appears. You can:

- **Accept all:** switches on analytics and ads.
- **Reject all:** keeps analytics and ads off. The site works exactly the same; only the optional categories are affected.
- **Choose category by category:** open the settings and switch each optional category on or off individually. Each switch is saved as soon as you change it.

You can change your mind at any time by selecting **"Cookie settings"** in the site footer. This reopens the settings dialog with your current choices shown. If you switch a category off, we stop loading the tools in that category straight away. Cookies those tools set earlier may remain in your browser until they expire; you can remove them using your browser's settings, as described below.

Your choice is stored in your browser's local storage under the key \`site_consent_v1\` for 12 months. After that, or if you clear your browser storage or use a different browser or device, we ask you again. Because the choice is stored in your browser rather than in your account, you may need to make it separately on each device you use.`,
    },
    {
      id: 'global-privacy-control',
      heading: 'Global Privacy Control',
      body: `Global Privacy Control (GPC) is a setting available in some browsers and browser extensions that tells websites you do not want your personal information sold or shared.

If your browser sends a GPC signal, we treat it as a valid request to opt out of the sale or sharing of your personal information. Ads cookies stay off for that browser, and the ads setting in the cookie settings dialog shows as off. Your other choices, such as analytics, remain up to you.

We do not currently respond to the older "Do Not Track" signal, because it never became an agreed standard, but GPC covers the same ground for advertising.`,
    },
    {
      id: 'browser-controls',
      heading: 'Browser controls',
      body: `All modern browsers, including Chrome, Safari, Firefox and Edge, let you view and delete cookies and site data, block cookies from particular sites, and block third-party cookies altogether. These settings are usually found under "Privacy", "Privacy and security" or "Cookies and site data" in your browser's settings menu. On a phone or tablet, they are often in the device's settings for the browser app.

Please bear in mind:

- If you block **all** cookies or browser storage for our site, you will not be able to sign in, and we will not be able to remember your cookie choices, so the banner will keep appearing.
- Deleting site data will sign you out and reset your cookie choices and theme.
- Private or incognito windows usually delete cookies and local storage when you close them.`,
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: `If we change the cookies or storage we use, we will update this page and the table above. If a change means we need your consent for something new, we will ask you again through the cookie banner before using it.`,
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: `If you have questions about cookies or your privacy, email [${privacyEmail}](mailto:${privacyEmail}). More information is in our [Privacy Policy](/privacy) and on our [Data Management](/data-management) page.`,
    },
  ],
}

import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, legalName, privacyEmail, postalAddress } = siteConfig

export const doNotSellPage: InfoPage = {
  slug: 'do-not-sell',
  title: 'Do Not Sell or Share My Personal Information',
  description: `${name} does not sell personal information. This page explains your right to opt out of "sharing" for targeted advertising under the CCPA/CPRA and other US state laws, and how to use it.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'summary',
      heading: 'The short version',
      body: `- **We do not sell your personal information** for money or anything else of value, and we have not done so in the last 12 months.
- The only activity on our website that might count as **"sharing"** under California law is **advertising cookies**, which are **off unless you switch them on**.
- You can opt out at any time with the control on this page, by choosing **"Reject all"** in the cookie banner, or by switching ads off in **"Cookie settings"** in the site footer.
- If your browser sends a **Global Privacy Control** signal, we treat it as an opt-out and keep ads off.
- Using your privacy rights will never affect the price or quality of the service you receive.

This notice is provided under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA). It forms part of our [Privacy Policy](/privacy).`,
    },
    {
      id: 'no-sale',
      heading: 'We do not sell personal information',
      body: `${legalName} does not sell personal information to data brokers, advertisers or anyone else. We do not rent out or trade email lists, and we do not give your details to other companies for their own marketing.

We do disclose personal information to service providers who help us run ${name}, such as our hosting provider, Supabase (which provides our database, sign-in and file storage), our email delivery provider and our payment provider. These companies act on our behalf under contracts that stop them using your information for their own purposes, so these disclosures are not a "sale" or "sharing" under the CCPA/CPRA. Tutors assigned to your order see only what they need to help you.`,
    },
    {
      id: 'advertising-and-sharing',
      heading: 'Advertising cookies and "sharing"',
      body: `The CCPA/CPRA uses the word **"sharing"** in a specific way: it means making personal information available to another company for **cross-context behavioural advertising**, which is advertising targeted at you based on what you do across different websites and apps.

We promote ${name} through advertising on other platforms, such as social-media and search advertising platforms. If you switch on the **ads** category in our cookie settings, those platforms may place cookies or similar technologies on our website. These let them measure whether our adverts led to a visit or a sign-up, and show our adverts to people who have visited our site. Because the platforms may combine that information with what they know from other websites, this may count as "sharing" under California law, even though no money changes hands.

For that reason, ads cookies are **off by default**. We only load them if you actively switch them on, and you can switch them off again at any time. We do not show adverts from other companies on our website.`,
    },
    {
      id: 'how-to-opt-out',
      heading: 'How to opt out',
      body: `You can opt out of the sale or sharing of your personal information in any of these ways:

1. **Use the control on this page.** Switch advertising off, and your choice is saved straight away.
2. **Use the cookie banner or settings.** Choose **"Reject all"** in the cookie banner, or select **"Cookie settings"** in the site footer and switch **ads** off.
3. **Turn on Global Privacy Control** in your browser or a browser extension that supports it (see below).
4. **Email us** at [${privacyEmail}](mailto:${privacyEmail}) with the subject "Do not sell or share". We will apply the request to the email address you give us.

Choices made on this page or in the cookie settings are stored in your browser's local storage, so they apply to the browser and device you are using. If you use several browsers or devices, please make your choice on each of them, or turn on Global Privacy Control in each browser.

When you opt out, we stop loading advertising tools on our website for that browser straight away. Cookies that advertising platforms set earlier may remain until they expire, and you can delete them in your browser's settings. Our [Cookie Policy](/cookies) explains how.

We will not ask you to opt back in for at least 12 months after you opt out, unless you choose to change your settings yourself.`,
    },
    {
      id: 'global-privacy-control',
      heading: 'Global Privacy Control',
      body: `Global Privacy Control (GPC) is a signal your browser can send to every website you visit to say that you do not want your personal information sold or shared. It is recognised as a valid opt-out request under the CCPA/CPRA and several other US state laws.

When we detect a GPC signal, we treat it as a request to opt out of the sale and sharing of your personal information for that browser. Advertising cookies stay off, and the ads setting shows as off. You do not need to do anything else.

GPC is available in some browsers, such as Firefox, Brave and DuckDuckGo, and as an extension for others. Learn more at [globalprivacycontrol.org](https://globalprivacycontrol.org).`,
    },
    {
      id: 'sensitive-information',
      heading: 'Sensitive personal information',
      body: `The CPRA gives you the right to limit how a business uses sensitive personal information. The only sensitive personal information we routinely hold is your account login (email address and password), which we use only to let you sign in and keep your account secure. If you choose to tell us about something sensitive, such as a disability so that a tutor can adapt a session, we use it only for that purpose.

We do not use or disclose sensitive personal information to infer characteristics about you, and we never use it for advertising. Because our use is limited to the purposes the CPRA permits, we do not need to offer a separate "Limit the use of my sensitive personal information" link, but you can still ask us about it at any time.`,
    },
    {
      id: 'authorised-agents',
      heading: 'Using an authorised agent',
      body: `You can ask someone else, such as a family member or a registered business, to make a privacy request on your behalf. To do this, the agent must give us your signed, written permission to act for you, or a valid power of attorney.

For requests to know, delete or correct information, we may also ask you to confirm your identity directly with us and to confirm that you gave the agent permission. We do this to stop people making requests about you without your knowledge. An agent must keep your information secure and use it only to make the request.`,
    },
    {
      id: 'verification',
      heading: 'How we verify requests',
      body: `**Opt-out requests** (do not sell or share) do not need verification. You can make them with the control on this page, the cookie settings, Global Privacy Control or by email. If you email us, we may ask for the information we need to apply the request, such as the email address linked to your account, but we will not ask you to prove your identity.

**Requests to know, delete or correct** personal information need verification, because we must make sure we do not give your information to, or delete it for, the wrong person. Usually we ask you to send the request from the email address linked to your account, or to confirm a code we send to it. If you are signed in, you can download your data and delete your account yourself from your [Profile](/profile) page.

We respond to opt-out requests as soon as possible and no later than 15 business days after receiving them, and to other requests within 45 days. If we need more time (up to a further 45 days), we will tell you why.`,
    },
    {
      id: 'no-discrimination',
      heading: 'No discrimination',
      body: `We will never treat you differently because you used your privacy rights. We will not deny you the service, charge you a different price, give you a different level or quality of service, or suggest that we might do any of these things. The website, your account and our tutoring work in exactly the same way whether or not you accept advertising cookies.`,
    },
    {
      id: 'under-16',
      heading: 'Students under 16',
      body: `${name} is intended for university students, and we do not knowingly collect personal information from anyone under 16. We do not sell or share the personal information of consumers we know to be under 16.`,
    },
    {
      id: 'other-us-states',
      heading: 'Other US state privacy laws',
      body: `A growing number of US states have comprehensive privacy laws, including Virginia, Colorado, Connecticut, Utah, Texas, Oregon, Montana and others. They generally give residents the right to:

- confirm whether a business processes their personal information and get a copy of it;
- correct inaccurate information and have information deleted;
- opt out of targeted advertising, the sale of personal information and certain kinds of profiling;
- appeal if a business refuses a request.

We apply the same approach to every US student, wherever they live. Advertising cookies are off unless you switch them on, you can opt out with the control on this page, and we honour Global Privacy Control as a universal opt-out signal. If we decline any part of a request, we will explain why, and you can appeal by replying to our decision. We will respond to an appeal within 45 days (or the time your state allows) and tell you how to contact your state attorney general if you are not satisfied.`,
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: `For any question about this page or to make a request, email [${privacyEmail}](mailto:${privacyEmail}) or write to ${postalAddress}. Please include "US privacy request" in your subject line or letter so that it reaches the right person quickly.`,
    },
  ],
}

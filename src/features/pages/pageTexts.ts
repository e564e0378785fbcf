import type { ContentPageData } from './ContentPage';

export const TERMS_PAGE: ContentPageData = {
  path: '/terms',
  title: 'Terms of Service',
  description:
    'The terms for using Ginger: accounts, memberships, what you post, listings and jobs, and our responsibilities.',
  keywords: ['terms of service', 'Ginger terms', 'membership terms'],
  updated: '2026-10-01',
  body: `Welcome to Ginger. These terms apply whenever you browse the site, create an account or post anything on it. By using Ginger you agree to them.

## Your account
- You must be at least 18 years old to create an account, and 18 or older to use Dating & Personals.
- Keep your password private. You are responsible for what happens under your account.
- Give accurate details. We may close accounts that impersonate someone else.

## Memberships and payments
- Explorer membership is free. Adventurer costs $9 per month, with a 30-day free trial for new accounts. Enterprise pricing is agreed with our team.
- Paid plans renew each month until you cancel them from Subscription in your account. Cancelling stops the next renewal; the current month stays active.

## What you post
- You keep the rights to your guides, forum posts, photos and listings. You give Ginger permission to show them on the site.
- Do not post anything illegal, hateful, misleading or that belongs to someone else.
- Follow the community guidelines in the forums and the guide guidelines when you submit a guide.

## Listings and jobs
- Employers must describe real positions, pay and conditions honestly.
- Free listings run for 30 days. Paid placements run for the period of their plan.
- We may remove any listing that breaks these terms, without refund if the breach is serious.

## Safety
- Meet people from Dating & Personals in public places, and never send money to someone you have not met.
- Use Report on any profile or post that worries you. Our safety team reviews every report.

## Our responsibilities
Guides and articles are written with care but may go out of date: check visa and health rules with official sources before you travel. Ginger is not a party to agreements between members, employers or advertisers.

## Changes
We will tell members by email before any change to these terms takes effect. Questions are welcome through the contact page.`,
  actions: [
    { to: '/privacy', label: 'Read the privacy policy' },
    { to: '/contact', label: 'Contact us' },
  ],
};

export const PRIVACY_PAGE: ContentPageData = {
  path: '/privacy',
  title: 'Privacy Policy',
  description:
    'What Ginger collects, why, how long it is kept, and the choices you have over your data.',
  keywords: ['privacy policy', 'data protection', 'Ginger privacy'],
  updated: '2026-10-01',
  body: `Your privacy matters to us. This policy explains what we collect and what we do with it.

## What we collect
- Account details: your name, email address and membership tier.
- What you add: saved places, travel journal entries, forum posts, dating profile details, listings and messages.
- Basic technical data: the pages you open and the device you use, to keep the site fast and secure.

## How we use it
- To run your account and show your saved places, journal and listings.
- To deliver messages between members and to review reports sent to our safety team.
- To improve guides and features. We never sell your personal data.

## Who can see what
- Your dating profile is visible to visitors. Your email address and phone number are never shown.
- Forum posts are public. Journal entries and saved places are private to you.
- Payment details are handled by our payment provider and are never stored by Ginger.

## How long we keep it
We keep your data while your account is open. When you close it, we delete your profile, journal and saved places within 30 days. Public forum posts stay, shown without your name.

## Your choices
- Change your name and password from Settings at any time.
- Ask for a copy of your data, or for its deletion, through the contact page.

## Cookies and storage
Ginger stores your sign-in token and your drafts on your device so that you stay signed in and lose nothing you type. We do not use advertising cookies.`,
  actions: [
    { to: '/terms', label: 'Read the terms of service' },
    { to: '/contact', label: 'Ask a privacy question' },
  ],
};

export const GUIDE_GUIDELINES_PAGE: ContentPageData = {
  path: '/guide-guidelines',
  title: 'Guide Guidelines',
  description:
    'How to write a Ginger guide that helps travellers and expats: what to cover, how to check facts, and what we publish.',
  keywords: ['travel guide guidelines', 'write a travel guide', 'submit a guide'],
  body: `Ginger guides are written by people who live in or know a place well. These guidelines help your guide get published quickly.

## What makes a good guide
- Local knowledge: neighbourhoods, prices, getting around, and what you wish you had known on day one.
- Specific facts: name places, give price ranges with the currency, and say when you checked them.
- A fair view: include the downsides as well as the highlights.

## Checking facts
- Visa, health and safety rules change often. Link readers to official sources and say when you checked.
- Prices should be recent, from the last 12 months.

## What we do not publish
- Copied text or photos that are not yours.
- Paid promotion that is not labelled, or referral links.
- Personal information about other people.

## After you submit
Our editors read every guide within about a week. We may shorten or correct it, and we will email you before it goes live.`,
  actions: [
    { to: '/submit-guide', label: 'Submit a guide' },
    { to: '/guides', label: 'Browse the guides' },
  ],
};

/** Be respectful, share accurate info, use appropriate language, no spam or self-promotion. */
export const FORUM_GUIDELINES_PAGE: ContentPageData = {
  path: '/forums/guidelines',
  title: 'Community Guidelines',
  description:
    'The four rules of the Ginger forums: be respectful, share accurate info, use appropriate language, and no spam or self-promotion.',
  keywords: ['forum rules', 'community guidelines', 'Ginger forums'],
  body: `Our forums work because members help each other. Four rules keep them that way.

## Be respectful
Disagree with ideas, not people. No insults, harassment or discrimination of any kind.

## Share accurate info
Say what you know first-hand and when you learned it. If you are not sure, say so, and link official sources for visas, health and safety.

## Use appropriate language
Write for a mixed, international audience. No explicit content, and keep it readable for people writing in their second language.

## No spam or self-promotion
Do not advertise in topics or replies. Businesses can list for free on the advertising page, and jobs belong on the job board.

## When something is wrong
Use Report on the post. Moderators review reports and may edit or remove posts, or suspend accounts that break these rules.`,
  actions: [
    { to: '/forums', label: 'Back to the forums' },
    { to: '/forums/new-topic', label: 'Start a topic' },
  ],
};

export const COMMUNITY_PAGE: ContentPageData = {
  path: '/community',
  title: 'Community Hub',
  description:
    'Everything social on Ginger: forums, marketplace, events, language exchange, members and dating, in one place.',
  keywords: ['expat community Asia', 'digital nomad community', 'travel community'],
  body: `Travellers, expats and locals share what they know on Ginger. Start wherever suits you.`,
};

export const PREMIUM_PAGE: ContentPageData = {
  path: '/premium',
  title: 'Ginger Premium',
  description:
    'Adventurer membership: unlimited saves, insider guides, photo journey tools and priority support for $9 a month, with a 30-day free trial.',
  keywords: ['Ginger Premium', 'Adventurer membership', 'travel membership Asia'],
  body: `Adventurer is Ginger's premium membership for people who travel, move and work across Asia.

## What you get
- Unlimited saves: keep every city, guide, job and article you like.
- [Insider guides](/insider) written by members who live there.
- Photo journey tools and the Travel Journal.
- Priority support from our team.

**$9 per month, with a 30-day free trial for new accounts. Cancel any time from Subscription.**`,
};

export const EMPLOYER_PAGE: ContentPageData = {
  path: '/employer-packages',
  title: 'Employer Packages',
  description:
    'Hire across Asia: post a job free for 30 days, or feature your openings to every reader of the job board with Premium and Business.',
  keywords: ['post a job in Asia', 'hire expats', 'employer packages', 'recruit teachers Asia'],
  body: `Reach teachers, developers, nurses, chefs and digital nomads who want to work in Asia.

## How it works
- Post a job in a few minutes: it appears on the job board straight away.
- Candidates apply through your own application link.
- Featured jobs are shown first and highlighted on the board.`,
  actions: [
    { to: '/post-job', label: 'Post a job' },
    { to: '/jobs', label: 'See the job board' },
  ],
};

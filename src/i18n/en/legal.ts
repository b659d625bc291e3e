/**
 * The Terms of Service and the Privacy Policy in English. Texts may hold `code`, **strong** and
 * [label](privacy|contact) links (src/lib/richText.ts); in a section's blocks, a text is a paragraph and
 * a list of texts a bulleted list.
 */

/** A numbered section: its heading, then paragraphs (texts) and bulleted lists (lists of texts). */
export interface LegalSection {
  heading: string;
  blocks: (string | string[])[];
}

export const legal = {
  /** {date}: the day the texts last changed, as the page writes dates. */
  lastUpdated: 'Last Updated: {date}',
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using this free, static website for TikTok creators.',
    sections: [
      {
        heading: '1. About these terms',
        blocks: [
          'These terms apply to your use of {siteName} (the "site"). By using the site you agree to them. If you do not agree, please do not use the site.',
        ],
      },
      {
        heading: '2. What the site is',
        blocks: [
          'The site is a free educational resource for short-video creators: tutorials, trend reports, an earnings calculator, a hashtag generator and pages about features we plan to build. It is an independent project and is not affiliated with, endorsed by or sponsored by TikTok or ByteDance. Platform names are used only to describe the subject of our content.',
        ],
      },
      {
        heading: '3. No accounts',
        blocks: [
          'You do not need an account to use the site, and we do not offer one. Features that remember your choices, such as bookmarked trends and feature votes, store them only in your own browser, as explained in our [Privacy Policy](privacy).',
        ],
      },
      {
        heading: '4. Information, not professional advice',
        blocks: [
          'Our tutorials and trend reports reflect our research and experience at the time of writing. Platforms change their rules and algorithms often, so we cannot promise that any strategy will produce a given result.',
          'The earnings calculator gives rough estimates based on simple, published formulas. Real income depends on many factors we cannot see and may be much lower or higher. Nothing on the site is financial, legal or tax advice.',
        ],
      },
      {
        heading: '5. Acceptable use',
        blocks: [
          'When using the site, you agree not to:',
          [
            'try to disrupt, overload or gain unauthorized access to the site or the systems that host it;',
            "copy large parts of the site's content to republish it as your own;",
            "use the site or its content to mislead others, or to break any platform's rules or any law.",
          ],
        ],
      },
      {
        heading: '6. Our content',
        blocks: [
          'The text, graphics and tools of the site belong to us or to their licensors. You may read, share links to and quote short parts of our content with a link back to the source. Hashtags and texts that our tools generate for you are yours to use freely.',
        ],
      },
      {
        heading: '7. Links and third-party content',
        blocks: [
          'The site links to other websites and shows images hosted by third parties. We are not responsible for their content, availability or privacy practices.',
        ],
      },
      {
        heading: '8. Upcoming features and paid plans',
        blocks: [
          'Pages marked "Coming Soon" describe features we plan to build; release dates are estimates and may change. Voting on features helps us decide what to build first but does not create any commitment. Paid plans are not on sale yet; if we launch them, their price and terms will be shown before you can buy.',
        ],
      },
      {
        heading: '9. No warranty',
        blocks: [
          'The site is provided "as is" and "as available", without warranties of any kind, to the fullest extent the law allows. We do not guarantee that the site will always be available or free of errors.',
        ],
      },
      {
        heading: '10. Limitation of liability',
        blocks: [
          'To the fullest extent the law allows, we are not liable for any indirect or consequential loss, or for any loss of income, followers or data, arising from your use of the site or from relying on its content.',
        ],
      },
      {
        heading: '11. Changes to these terms',
        blocks: [
          'We may update these terms as the site changes. The date at the top of this page shows when they were last updated. Using the site after a change means you accept the updated terms.',
        ],
      },
      {
        heading: '12. Contact',
        blocks: ['Questions about these terms? Reach us through our [contact page](contact).'],
      },
    ] as LegalSection[],
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What this site stores in your browser, what analytics it uses and what it never collects.',
    shortVersion: {
      heading: '1. The short version',
      text: '{siteName} is a static website with no accounts. We do not ask for your name, email address or payment details to use any feature. A few of your choices are remembered in your own browser, and we count page views to learn which pages are useful.',
    },
    storage: {
      heading: '2. What we store in your browser',
      intro:
        "Some features save small pieces of information in your browser's local storage, on your device. This information is never sent to us. The site stores:",
      viewedTrends:
        '**viewedTrends**: how many times you have opened each trend report, to show "You\'ve viewed this trend N times".',
      bookmarkedTrends: '**bookmarkedTrends**: the list of trend reports you have bookmarked.',
      votes:
        '**Feature votes** (entries named `vote_` followed by the topic and the feature): a marker for each upcoming feature you voted for, so you cannot vote for the same feature twice.',
      /** {key}: the storage entry's name. */
      consent: '**{key}**: your answer about analytics cookies (see below), so you are asked only once.',
      outro:
        "You can remove all of it at any time by clearing this site's data in your browser settings. If your browser blocks storage, the site still works; it just forgets these choices when you leave.",
    },
    analytics: {
      heading: '3. Analytics',
      intro:
        "To understand which pages help creators, the site records a page view each time you open a page or change a search. A page view contains the address of the page, including any search text in it (for example `/search?q=hashtags`), and the page's title.",
      none: 'This copy of the site sends page views nowhere: no analytics service is set up, so no analytics script loads and no analytics cookie is set.',
      google:
        "Page views are measured with Google Analytics, which receives them together with the technical information any website receives, such as your IP address and browser type. We use these statistics only in aggregate and never to identify you. Nothing is used for advertising: Google's advertising signals are always off.",
      cookiesHeading: 'Cookies and your choice',
      /** {key}: the storage entry's name; {cookieSettings}: the footer's link to change the answer. */
      consentAsk:
        "On your first visit a notice at the bottom of the screen asks whether Google Analytics may set cookies (named `_ga`) to tell return visits apart. Until you accept, and if you decline, page views are still counted but without cookies. Your answer is kept in your browser's local storage as **{key}**. You can change it at any time with **{cookieSettings}** at the bottom of every page; declining also removes the analytics cookies already set.",
      consentGranted:
        'Google Analytics sets cookies (named `_ga`) to tell return visits apart. To refuse them, turn on Global Privacy Control in your browser, block cookies for this site, or clear them in your browser settings.',
      consentDenied: 'Google Analytics is told never to set cookies here: page views are counted without them.',
      globalPrivacyControl:
        'If your browser sends Global Privacy Control, we honour it: Google Analytics then sets no cookies, whatever was chosen before, and page views are counted without them.',
    },
    sections: [
      {
        heading: '4. Forms',
        blocks: [
          'The contact form and the newsletter sign-up are not connected to any server yet: what you type into them is not sent, stored or shared. If we connect them in the future, we will update this policy first.',
        ],
      },
      {
        heading: '5. Search',
        blocks: [
          'Site search runs entirely in your browser. Your search text is not sent to us, except as part of the page address recorded by analytics, as described above.',
        ],
      },
      {
        heading: '6. Images and links from other sites',
        blocks: [
          "Some images are loaded from third-party image hosts. As with any web request, those hosts receive your IP address and browser information. Links to other websites are covered by those websites' own privacy policies.",
        ],
      },
      {
        heading: '7. Children',
        blocks: [
          'The site is not directed at children under 13, and we do not knowingly collect information about them.',
        ],
      },
      {
        heading: '8. Changes to this policy',
        blocks: [
          'If what we collect changes, we will update this page before the change takes effect. The date at the top of this page shows when it was last updated.',
        ],
      },
      {
        heading: '9. Contact',
        blocks: ['Questions about your privacy? Reach us through our [contact page](contact).'],
      },
    ] as LegalSection[],
  },
};

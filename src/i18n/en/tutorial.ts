/** A tutorial's page in English: its header, actions, feedback, sidebar, related lists and pager. */
export const tutorial = {
  breadcrumb: { home: 'Home', tutorials: 'Tutorials' },
  /** The reading time, in whole minutes. */
  readTime: '{minutes} min read',
  comingSoon: 'Full tutorial content coming soon!',
  /** The label above the title on the page's share card. */
  shareCardLabel: 'Tutorial · {category}',
  /** The list of the guide's sections, beside or before its body. */
  contents: 'On this page',
  /** The link beside each section heading to the section's address, as screen readers name it. */
  sectionLink: 'Link to this section: {heading}',
  actions: {
    share: 'Share',
    save: 'Save',
    linkCopiedTitle: 'Link copied!',
    linkCopiedDescription: 'Share this tutorial with your friends.',
    savedTitle: 'Tutorial bookmarked!',
    savedDescription: 'You can find this in your saved tutorials.',
  },
  feedback: {
    heading: 'Was this tutorial helpful?',
    yes: 'Yes',
    no: 'No',
    /** Earlier readers who found the tutorial helpful (the hashtag-strategy page). */
    helpfulCount: { one: '{count} person found this helpful', other: '{count} people found this helpful' },
  },
  sidebar: {
    relatedHeading: 'Related Tutorials',
    calculatorHeading: 'What could you earn?',
    calculatorText: 'Estimate creator fund, brand deal and affiliate income from your followers and engagement.',
    calculatorLink: 'Open the Earnings Calculator',
  },
  moreHeading: 'More Tutorials You Might Like',
  readMore: 'Read tutorial →',
  pager: { label: 'More tutorials', all: 'All Tutorials', next: 'Next Tutorial' },
  /** The RSS feed's channel. */
  feed: {
    title: '{siteName}: Tutorials',
    description: 'New practical, ethical TikTok growth tutorials, newest first.',
  },
};

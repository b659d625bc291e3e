/** The About page in English: the story, the four values and the team. */
export const about = {
  title: 'About Us',
  description: 'Why we rebuilt this site as a free, legitimate resource for TikTok creators.',
  badge: 'Our story',
  storyTitle: 'From shortcuts to real growth',
  story: [
    'This site started out in the crowded corner of the internet that promises overnight growth. We saw what those promises do: creators who paid for followers lost reach, engagement and sometimes their accounts.',
    'So we started over. {siteName} is now a free, legitimate resource: tutorials on how the For You feed really works, trend reports you can act on this week, and tools that help you plan and price your content, all without an account.',
    'We are independent and not affiliated with TikTok or ByteDance. What we earn in the future will come from optional paid plans, never from selling engagement or your data.',
  ],
  valuesTitle: 'Our values',
  values: {
    integrity: {
      title: 'Integrity',
      text: 'We only share methods that follow the platform’s rules. No bought followers, no bots, no engagement pods.',
    },
    authenticity: {
      title: 'Authenticity',
      text: 'Audiences follow people, not tricks. We help you find a voice and a niche that are truly yours.',
    },
    community: {
      title: 'Community',
      text: 'Creators grow faster together. Our roadmap is shaped by the features you vote for.',
    },
    education: {
      title: 'Education',
      text: 'We explain why a strategy works, so you can adapt it when the platform changes.',
    },
  },
  teamTitle: 'The team',
  teamLead: 'A small, remote team of creators, builders and reviewers who care about doing this the right way.',
  team: {
    educators: {
      role: 'Creator educators',
      text: 'Working creators who write and test every tutorial against their own accounts before it is published.',
    },
    tools: {
      role: 'Data and tools',
      text: 'Builders who turn public research and creator experience into calculators and generators anyone can use.',
    },
    safety: {
      role: 'Trust and safety',
      text: 'Reviewers who check that every guide respects community guidelines and keeps your account safe.',
    },
  },
  contactTitle: 'Have an idea or a question?',
  contactLead: 'We would love to hear what would help you grow.',
  contactCta: 'Contact Us',
};

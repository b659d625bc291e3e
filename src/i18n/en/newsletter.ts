/** The newsletter sign-up block and the toast every Subscribe button shows (sign-up is not live yet). */
export const newsletter = {
  title: 'Stay Updated with the Latest TikTok Strategies',
  description: 'Get weekly tutorials, trend reports, and growth tactics delivered to your inbox.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  note: 'Sign-up opens soon. No spam, ever.',
  comingSoonToast: { title: 'Coming Soon', description: 'Newsletter signup will be available soon.' },
};

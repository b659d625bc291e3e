/** The Contact page in English: the form, its toast, the quick links and the FAQ. */
export const contact = {
  title: 'Contact Us',
  description: 'Questions, feedback or partnership ideas: get in touch with the team.',
  formTitle: 'Send us a message',
  form: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    allRequired: 'All fields are required.',
    send: 'Send Message',
  },
  sentToast: { title: 'Message sent!', description: "Thanks for reaching out. We'll get back to you soon." },
  helpTitle: 'Looking for a quick answer?',
  helpLead: 'Many questions are answered in our guides and in the FAQ below.',
  helpLinks: {
    tutorials: 'Browse the tutorials',
    tools: 'Try the free tools',
    pricing: 'See plans and pricing',
  },
  faq: [
    {
      question: 'Are your tools really free?',
      answer:
        'Yes. The earnings calculator, the hashtag generator and all tutorials are free to use, with no account and no sign-up.',
    },
    {
      question: 'Can you grow my account or sell me followers?',
      answer:
        'No. We never sell followers, likes or views, and we do not run growth services. We teach strategies you can use yourself, within the platform’s guidelines.',
    },
    {
      question: 'Are you affiliated with TikTok?',
      answer:
        'No. We are an independent resource for creators and are not affiliated with, endorsed by or sponsored by TikTok or ByteDance.',
    },
    {
      question: 'Can I suggest a tutorial or a tool?',
      answer:
        'Please do. Tell us what you would like to learn or what would save you time, and vote for upcoming features on our coming-soon pages.',
    },
  ],
  faqTitle: 'Frequently asked questions',
};

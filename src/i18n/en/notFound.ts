/** The not-found page in English: its message for any page, an unknown tutorial and an unknown trend. */
export const notFound = {
  description: "The page you're looking for doesn't exist or has moved.",
  /** Each variant: the document's title, the heading and the message. */
  generic: {
    pageTitle: 'Page Not Found',
    heading: 'Page not found',
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  tutorial: {
    pageTitle: 'Tutorial Not Found',
    heading: 'Tutorial not found',
    message: "We couldn't find the tutorial you're looking for. It may have been renamed or removed.",
  },
  trend: {
    pageTitle: 'Trend Not Found',
    heading: 'Trend Not Found',
    message: "The trend you're looking for doesn't exist or has been removed.",
  },
  browseTutorials: 'Browse All Tutorials',
  backToTrends: 'Back to Trends',
  returnHome: 'Return Home',
};

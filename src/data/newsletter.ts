/** The newsletter's figures: sign-up is not live yet, so every form only says so (texts: the `newsletter` slice). */

/** How many creators the home page's newsletter block says have joined ('5,000+'). */
export const NEWSLETTER_CREATOR_COUNT = 5000;

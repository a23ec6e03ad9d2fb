/** The name of the FAQ's own window: the menu opens it under this name, and the FAQ offers to close it. */
export const FAQ_WINDOW_NAME = 'faq';

import type { MouseEvent } from 'react';
import type { Locale } from '../../../../contract/constants';
import { FAQ_WINDOW_NAME } from '../../../lib/faq-window-name';

/**
 * The FAQ opens in its own 1024x768 window with the bare layout (spec section 2), named so that
 * it offers to close itself (the name is kept only without `noopener`; the page is our own).
 */
export function openFaqWindow(event: MouseEvent, locale: Locale): void {
  event.preventDefault();
  const url = locale === 'en' ? '/en/faq' : '/faq';
  const opened = window.open(url, FAQ_WINDOW_NAME, 'width=1024,height=768');
  // a blocked popup still gets the player to the answers
  if (!opened) window.location.assign(url);
}

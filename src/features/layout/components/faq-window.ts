import type { MouseEvent } from 'react';
import type { Locale } from '../../../../contract/constants';

/** The FAQ opens in its own 1024x768 window with the bare layout (spec section 2). */
export function openFaqWindow(event: MouseEvent, locale: Locale): void {
  event.preventDefault();
  const url = locale === 'en' ? '/en/faq' : '/faq';
  const opened = window.open(url, 'faq', 'width=1024,height=768,noopener');
  // a blocked popup still gets the player to the answers
  if (!opened) window.location.assign(url);
}

import { useEffect, useState, type ReactNode } from 'react';

interface RenderLaterProps {
  children: ReactNode;
  /** drawn until then: an element that keeps the children's place, so nothing moves */
  placeholder?: ReactNode;
}

/**
 * Draws `children` in a task of its own once the first render has been painted, `placeholder`
 * until then. The page's first render is then several short tasks instead of one long one that
 * blocks taps (issue 18: on a phone at 4x the layout's first render was one task of 250 ms).
 * For the parts a player does not need in the first frame: hidden on a phone (the sidebar), fixed
 * to an edge (the bottom bar, the cookie banner), below the fold (the footer), or empty until
 * something happens (modals, toasts). Only the mount waits: later renders
 * of the children are not delayed.
 */
export function RenderLater({ children, placeholder = null }: RenderLaterProps) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    // effects run after the paint; each timer is a task of its own
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? children : placeholder;
}

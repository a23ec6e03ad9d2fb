import { useEffect, useState } from 'react';

const NARROW = '(max-width: 720px)';

/** Phones (the launch URL's mobile=1) and narrow frames stack the controls and the game. */
export function useIsNarrow(isMobile: boolean): boolean {
  const [isNarrowViewport, setNarrowViewport] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const query = matchMedia(NARROW);
    const onChange = () => setNarrowViewport(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return isMobile || isNarrowViewport;
}

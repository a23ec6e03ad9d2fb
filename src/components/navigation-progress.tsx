import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NAV_PROGRESS } from '../../contract/constants';
import './navigation-progress.css';

/** A 2px bar while a navigation loads: shown after 200 ms, growing over 5 s until it completes. */
export function NavigationProgress() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  const [shownFor, setShownFor] = useState<boolean>(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setShownFor(true), NAV_PROGRESS.throttleMs);
    return () => {
      clearTimeout(timer);
      setShownFor(false);
    };
  }, [isLoading]);
  const isVisible = isLoading && shownFor;
  return (
    <div
      className="nav-progress"
      data-visible={isVisible || undefined}
      style={{ height: NAV_PROGRESS.heightPx, animationDuration: `${NAV_PROGRESS.durationMs}ms` }}
      aria-hidden="true"
    />
  );
}

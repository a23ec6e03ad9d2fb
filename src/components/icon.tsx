// Simple line icons (24x24), drawn here so no emoji font or icon package is needed.
import './icon.css';

const PATHS = {
  casino:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  live: 'M3 6h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm14 4 6-3v10l-6-3',
  sports: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5 4 3-1.5 5h-5L8 10z',
  promotion:
    'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-5-7-4-5-1 1 1 5 1 5 1zm0 0c2-5 7-4 5-1-1 1-5 1-5 1z',
  faq: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  contact: 'M3 5h18v14H3zM3 6l9 7 9-7',
  home: 'M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  install: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  bitcoin: 'M8 4v16M11 4v2M11 18v2M8 6h6a3 3 0 0 1 0 6H8m0 0h7a3 3 0 0 1 0 6H8',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  heart:
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

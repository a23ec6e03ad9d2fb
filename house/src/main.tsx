import { createRoot } from 'react-dom/client';
import { App } from './app';
import './house.css';
import { readLaunch } from './launch';

const launch = readLaunch(location.search);
document.documentElement.lang = launch.lang;

const root = document.getElementById('house-root');
if (root) createRoot(root).render(<App launch={launch} />);

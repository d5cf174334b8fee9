import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { applyTheme, rememberedTheme } from './lib/theme';
import './index.css';

// The theme applied last in this browser, before anything renders, so a reload does not flash
// the other theme (issue 8). Not an inline script in index.html: the CSP forbids those.
applyTheme(rememberedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);

// zod's configuration (no eval under the CSP) is set before this bundle by
// public/zod-without-eval.js (index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

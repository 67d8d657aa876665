// zod's configuration (no eval under the CSP) is set before this bundle by
// public/zod-without-eval.js (index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { provideAccountCalls } from './app/load-account-calls';
import { configureBusinessTimeZone, isTimeZone } from '../domain/core/calendar/business-day';

const timeZone = document.querySelector('meta[name="business-time-zone"]')?.getAttribute('content');
if (timeZone && isTimeZone(timeZone)) configureBusinessTimeZone(timeZone);

// The sign-in's calls are the accounts area's declared actions, in a chunk of their own.
provideAccountCalls(() => import('./accounts/account-calls'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

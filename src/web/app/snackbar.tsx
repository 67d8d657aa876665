/** The top snackbar (spec 1 §9): 4000 ms, success / primary (info) / warning / error, close button. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isShownRefusal } from './api-error';
import { canSeeWarnings } from './preferences';

export type NotifyColour = 'success' | 'primary' | 'warning' | 'error';
export type Notify = (message: string, colour?: NotifyColour, values?: Record<string, string>) => void;

interface Note {
  key: number;
  message: string;
  colour: NotifyColour;
  values?: Record<string, string>;
}

const NotifyContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

export const toastMs = 4000;
export const genericErrorMessage = 'Ошибка';

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState<Note | null>(null);
  const notify = useCallback<Notify>(
    (message, colour = 'primary', values) => {
      // The personal display setting canSeeWarnings (spec 2 §3): off, warning toasts are not shown.
      if (colour === 'warning' && !canSeeWarnings()) return;
      // spec 1 §8: an error without a translation is shown whole in a browser alert, then as
      // the generic 'Ошибка' toast. A refusal shown from its code is already translated.
      if (colour === 'error' && !i18n.exists(message) && !isShownRefusal(message)) {
        window.alert(message);
        setNote({ key: Date.now() + Math.random(), message: genericErrorMessage, colour });
        return;
      }
      setNote({ key: Date.now() + Math.random(), message, colour, values });
    },
    [i18n],
  );
  const close = useCallback(() => setNote(null), []);
  const severity = useMemo(() => (note?.colour === 'primary' ? 'info' : (note?.colour ?? 'info')), [note]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={note?.key}
        open={note !== null}
        autoHideDuration={toastMs}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={severity} variant="filled" onClose={close} role="alert" data-testid="toast">
          {note ? t(note.message, note.values) : ''}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

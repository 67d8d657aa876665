/**
 * A warning before leaving a form with unsaved changes: the browser's own prompt on reload or
 * close (beforeunload), and a confirmation on a move inside the app (the router's blocker,
 * where the app runs in a data router).
 */
import { useContext, useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Read at the moment of leaving: whether there is anything to lose. */
  dirty(): boolean;
}

function RouterBlocker({ dirty }: Props) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty() && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} maxWidth="xs" fullWidth data-testid="leave-dialog">
      <DialogTitle>{t('You have unsaved changes')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('Leave this page? Your changes will be lost.')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('Stay')}</Button>
        <Button variant="contained" color="error" onClick={() => blocker.proceed?.()}>
          {t('Leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LeaveGuard({ dirty }: Props) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dataRouter ? <RouterBlocker dirty={dirty} /> : null;
}

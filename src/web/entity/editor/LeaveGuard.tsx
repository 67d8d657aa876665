/**
 * A warning before leaving a form with unsaved changes: the browser's own prompt on reload or
 * close (beforeunload), and a confirmation on a move inside the app (the router's blocker,
 * where the app runs in a data router). `LeaveDialog` is the question itself, also asked by a
 * dialog editor closed with unsaved changes (Escape, backdrop, Cancel).
 */
import { useContext, useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Read at the moment of leaving: whether there is anything to lose. */
  dirty(): boolean;
}

interface LeaveDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
  /** The question and the leaving button's label (i18n keys); a page's by default. */
  question?: string;
  leaveLabel?: string;
}

export function LeaveDialog({ open, onStay, onLeave, question = 'Leave this page? Your changes will be lost.', leaveLabel = 'Leave' }: LeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth data-testid="leave-dialog">
      <DialogTitle>{t('You have unsaved changes')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(question)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('Stay')}
        </Button>
        <Button variant="contained" color="error" onClick={onLeave}>
          {t(leaveLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RouterBlocker({ dirty }: Props) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty() && currentLocation.pathname !== nextLocation.pathname);
  return <LeaveDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
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

/**
 * The button of a declared action (useAction's state): absent when the access says no,
 * disabled with the reason as its tooltip when the record says no, a spinner while it runs,
 * and the action's confirmation beside it.
 */
import type { ReactNode } from 'react';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActionDef } from '../../domain/core/actions/action';
import type { ActionState } from './use-action';

interface Props<A extends ActionDef> {
  state: ActionState<A>;
  /** i18n key */
  label: string;
  icon?: ReactNode;
  onClick(): void;
  /** Disabled for a reason of the screen (no month chosen), with that reason's i18n key. */
  blocked?: string | false;
  testId?: string;
}

export function ActionButton<A extends ActionDef>({ state, label, icon, onClick, blocked, testId }: Props<A>) {
  const { t } = useTranslation();
  if (!state.shown) return null;
  const reason = state.reason ?? (blocked || undefined);
  return (
    <>
      <Tooltip title={reason ? t(reason) : ''}>
        <span>
          <Button
            size="small"
            variant="outlined"
            data-testid={testId}
            startIcon={state.busy ? <CircularProgress size={16} /> : icon}
            disabled={!state.enabled || !!blocked || state.busy}
            onClick={onClick}
          >
            {t(label)}
          </Button>
        </span>
      </Tooltip>
      {state.dialog}
    </>
  );
}

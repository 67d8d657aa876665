/**
 * A part's next step as one button: another area's declared action for the shown month, with
 * its own confirmation and access (useAction). Someone who may not close a month sees it
 * disabled, with the reason.
 */
import { Button, Tooltip } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import type { ActionDef } from '../../domain/core/actions/action';
import { stepConfirmation, type MonthStep } from '../../domain/month-close/month-close-steps';
import type { ActionCall } from '../app/call-action';
import { useAction } from '../data/use-action';

/** The task's own sentence ("Invoices generation complete"), else the generic success. */
const resultNote = (result: unknown) => {
  const detail = result && typeof result === 'object' ? (result as { detail?: unknown }).detail : null;
  return typeof detail === 'string' && detail ? detail : 'Success!';
};

export function MonthStepButton({ step, month, mayClose, reload }: { step: MonthStep; month: string; mayClose: boolean; reload(): void }) {
  const { t } = useTranslation();
  const action = useAction(step.action as ActionDef, { reload, confirm: stepConfirmation(step) ?? null, success: resultNote });
  const enabled = mayClose && action.enabled && !action.busy;
  const reason = !mayClose || !action.shown ? t('monthClose.readOnly') : action.reason;
  const call = (step.monthIn === 'body' ? { body: { date: month } } : { query: { date: month } }) as ActionCall<ActionDef>;
  const button = (
    <span>
      <Button variant="contained" size="small" startIcon={<PlayArrow />} disabled={!enabled} onClick={() => action.request(call)} data-testid={`month-step-${step.key}`}>
        {t(`monthClose.steps.${step.key}`)}
      </Button>
    </span>
  );
  return (
    <>
      {reason ? <Tooltip title={reason}>{button}</Tooltip> : button}
      {action.dialog}
    </>
  );
}

/**
 * The shell's 'Tasks' control: the user's background tasks of the last 7 days (a super admin
 * may switch to everyone's), read from the server so it survives navigation and reload; a badge
 * counts the unfinished ones, and each of the user's tasks announces its end once.
 */
import { useState } from 'react';
import { Badge, Box, FormControlLabel, IconButton, List, Popover, Switch, Tooltip, Typography } from '@mui/material';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../auth';
import { isUnfinished } from './task-list';
import { TaskListItem } from './TaskListItem';
import { useFinishedTaskNotices, useTaskList } from './use-task-list';

export function TaskCentre() {
  const { t } = useTranslation();
  const account = useAccount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everyone, setEveryone] = useState(false);
  const own = useTaskList(false);
  const all = useTaskList(true, everyone && account.isSuperAdmin && anchor !== null);
  useFinishedTaskNotices(own.data?.results, account.id);
  const shown = everyone && account.isSuperAdmin ? all.data : own.data;
  const running = own.data?.results.filter(isUnfinished).length ?? 0;
  const label = t('tasks.centre');
  // Opened, it asks again: a task started a moment ago on this screen is listed at once, not at the next poll.
  const openCentre = (target: HTMLElement) => {
    setAnchor(target);
    void own.refetch();
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} data-testid="task-centre" onClick={(event) => openCentre(event.currentTarget)}>
          <Badge badgeContent={running} color="primary" data-testid="task-centre-running">
            <TaskAlt />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ width: 420, maxHeight: '70vh', display: 'flex', flexDirection: 'column' }} data-testid="task-centre-panel">
          <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            <Typography variant="subtitle1">{t('tasks.centreTitle')}</Typography>
            {account.isSuperAdmin ? (
              <FormControlLabel control={<Switch size="small" checked={everyone} onChange={(_, on) => setEveryone(on)} />} label={t('tasks.everyone')} />
            ) : null}
          </Box>
          <List dense sx={{ overflowY: 'auto' }}>
            {shown?.results.map((task) => <TaskListItem key={task.id} task={task} />)}
          </List>
          {shown && shown.results.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              {t('tasks.none')}
            </Typography>
          ) : null}
        </Box>
      </Popover>
    </>
  );
}

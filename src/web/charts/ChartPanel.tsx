/** A titled, outlined panel around one chart or figure table of a statistics screen. */
import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

export const chartHeight = 280;

export function ChartPanel({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid={`chart-${name}`}>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </Paper>
  );
}

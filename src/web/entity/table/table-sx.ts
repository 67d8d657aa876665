/** The entity table's styles (issue 24): one-line cells, two-line headers, the keyboard's row, the toolbar. */
import { alpha, type Theme } from '@mui/material';

/** What a screen's own table leaves of the viewport's height for the header above it. */
export const tableHeightOffset = 124;

/**
 * The row the keyboard is on: tinted cells and an inset primary line along its top and bottom
 * (an outline on a table row is not drawn by every browser; the cells' own background is).
 */
export const focusedRowSx = {
  outline: 'none',
  '& > td': { backgroundColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.16), boxShadow: (theme: Theme) => `inset 0 2px 0 ${theme.palette.primary.main}, inset 0 -2px 0 ${theme.palette.primary.main}` },
} as const;

export const oneLine = { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** A header's label: up to two lines before it is cut (Russian labels are long: «Ответственный менеджер»). */
export const twoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', minWidth: 0, overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.25 } as const;
/** The toolbar goes on a second line rather than squeezing its buttons' labels onto several. */
export const toolbarSx = { flexWrap: 'wrap', rowGap: 0.5, '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } } as const;

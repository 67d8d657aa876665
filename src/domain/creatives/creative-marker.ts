/**
 * The marker button of a creative in an order and its statistics check flag (spec 1 §4):
 * - with statistics: green;
 * - an order of the current month without statistics: amber when the check flag is off, blue
 *   when it is on;
 * - otherwise blue;
 * - the statistics date is orange when its month differs from the order's report month;
 * - the check flag is editable only when the order's report month is the current month and no
 *   statistics exist yet for the creative in that order.
 * Pure: the order's creatives tab draws with it, the server refuses flag changes with it.
 */

export type MarkerColour = 'green' | 'amber' | 'blue';

export interface MarkerFacts {
  /** The order's report date (YYYY-MM-DD). */
  dateReport: string | null;
  /** Today (YYYY-MM-DD). */
  today: string;
  /** The date of the creative's statistics in this order; null without statistics. */
  statisticDate: string | null;
  needCheckInCh: boolean;
}

export interface MarkerState {
  colour: MarkerColour;
  /** The statistics date is in another month than the report month. */
  statisticDateOrange: boolean;
  checkFlagEditable: boolean;
}

const month = (date: string | null) => (date ? date.slice(0, 7) : null);

export function markerState(facts: MarkerFacts): MarkerState {
  const hasStatistics = facts.statisticDate !== null;
  const currentMonth = month(facts.dateReport) === month(facts.today);
  let colour: MarkerColour = 'blue';
  if (hasStatistics) colour = 'green';
  else if (currentMonth && !facts.needCheckInCh) colour = 'amber';
  return {
    colour,
    statisticDateOrange: hasStatistics && month(facts.statisticDate) !== month(facts.dateReport),
    checkFlagEditable: currentMonth && !hasStatistics,
  };
}

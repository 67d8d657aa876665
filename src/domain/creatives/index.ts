/** The creatives area's declarations. */
export { creative } from './creative';
export { creativeStatistic } from './creative-statistic';

/** The registry area's declarations: order acts and ERIR statistics. */
export { erirAct, erirActItem } from './erir-acts';
export { erirStatistic } from './erir-statistics';

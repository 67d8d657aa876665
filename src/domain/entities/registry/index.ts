/** The registry area's declarations: order acts and ERIR statistics. */
export { erirAct, erirActItem } from './acts';
export { erirStatistic } from './statistics';

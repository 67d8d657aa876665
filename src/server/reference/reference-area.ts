/** Reference data (departments, countries, organisations, formats…) and the enumerations route. */
import { defineModule } from '../app-module';
import { enumsRoute } from './enums-route';
import { seededReference } from './reference-seed';

export const referenceArea = defineModule({ name: 'reference', routes: [enumsRoute], seed: seededReference });

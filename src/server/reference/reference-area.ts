/** Reference data (departments, countries, organisations, formats…) and the enumerations route. */
import { defineModule } from '../app-module';
import { enumsRoute } from './enums-route';

export const referenceArea = defineModule({ name: 'reference', routes: [enumsRoute] });

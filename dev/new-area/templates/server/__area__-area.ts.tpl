/** __Title__ on the server: the entity on the generic routes, and the route of its declared action. */
import { defineModule } from '../app-module';
import { copy__Entity__Route } from './__area__-copy';

export const __areaCamel__Area = defineModule({ name: '__area__', routes: [copy__Entity__Route] });

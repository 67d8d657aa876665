/**
 * The domain inventory (spec 1 §2 Platforms tab group): so far the platforms, served by the
 * generic entity routes alone. Sending a platform to the registry is the registry area's.
 */
import { defineModule } from '../app-module';

export const domainsArea = defineModule({ name: 'domains' });

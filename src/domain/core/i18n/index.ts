/** Message catalogues of the interface (keys are English texts; labels are `fields.<name>`). */
export { en } from './en';
export { ru } from './ru';
export { messageKeys, type Catalogue, type MessageKey } from './messages';

export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

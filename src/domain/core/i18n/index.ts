/** Message catalogues of the interface (keys are English texts; labels are `fields.<name>`). */
export { en } from './en';
export { ru } from './ru';
export { messageKeys, type Catalogue, type MessageKey } from './messages';
export { languages, type Language } from './languages';

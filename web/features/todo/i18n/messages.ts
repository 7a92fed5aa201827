import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The to-do page's strings, under the 'todo' namespace. */
export const TODO_NS = 'todo';

registerFeatureMessages(TODO_NS, { en, tr, ar });

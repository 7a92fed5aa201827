import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The shortcuts' and the user model's strings, under the 'users' namespace. */
export const USERS_NS = 'users';

registerFeatureMessages(USERS_NS, { en, tr, ar });

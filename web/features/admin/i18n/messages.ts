import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The school administrators' strings (issue 32), under the 'admin' namespace. */
export const ADMIN_NS = 'admin';

registerFeatureMessages(ADMIN_NS, { en, tr, ar });

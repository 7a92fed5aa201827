import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The guardians' strings (issue 34), under the 'guardians' namespace. */
export const GUARDIANS_NS = 'guardians';

registerFeatureMessages(GUARDIANS_NS, { en, tr, ar });

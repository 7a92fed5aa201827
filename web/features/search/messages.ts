import { registerFeatureMessages } from '../../i18n/feature-messages';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import tr from './i18n/tr.json';

/** The toolbar search's own strings (issue 32), read with useTranslation(SEARCH_NS). */
export const SEARCH_NS = 'search';

registerFeatureMessages(SEARCH_NS, { en, tr, ar });

import { registerFeatureMessages } from '../../i18n/feature-messages';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import tr from './i18n/tr.json';

/** The ladder's own strings, read with useTranslation(LADDER_NS). */
export const LADDER_NS = 'ladder';

registerFeatureMessages(LADDER_NS, { en, tr, ar });

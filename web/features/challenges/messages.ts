import { registerFeatureMessages } from '../../i18n/feature-messages';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import tr from './i18n/tr.json';

/** The challenges' own strings (issue 21), read with useTranslation(CHALLENGES_NS). */
export const CHALLENGES_NS = 'challenges';

registerFeatureMessages(CHALLENGES_NS, { en, tr, ar });

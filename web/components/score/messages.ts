import { registerFeatureMessages } from '../../i18n/feature-messages';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import tr from './i18n/tr.json';

/** The score entry's namespace (shared by the matches and tournaments pages), registered when they load. */
export const SCORE_NS = 'score';
registerFeatureMessages(SCORE_NS, { en, tr, ar });

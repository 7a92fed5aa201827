import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The announcements app's strings, read with useTranslation(ANNOUNCEMENTS_NS). */
export const ANNOUNCEMENTS_NS = 'announcements';

registerFeatureMessages(ANNOUNCEMENTS_NS, { en, tr, ar });

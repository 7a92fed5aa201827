import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The public message page's strings, read with useTranslation(PUBLIC_MESSAGE_NS). */
export const PUBLIC_MESSAGE_NS = 'public-message';

registerFeatureMessages(PUBLIC_MESSAGE_NS, { en, tr, ar });

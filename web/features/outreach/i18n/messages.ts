import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The outreach page's strings, read with useTranslation(OUTREACH_NS). */
export const OUTREACH_NS = 'outreach';

registerFeatureMessages(OUTREACH_NS, { en, tr, ar });

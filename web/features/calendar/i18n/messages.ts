import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The calendar's strings, under the 'calendar' namespace. */
export const CALENDAR_NS = 'calendar';

registerFeatureMessages(CALENDAR_NS, { en, tr, ar });

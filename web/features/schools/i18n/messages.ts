import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The schools namespace (issue 32: the school chooser and adding a school at set-up). */
export const SCHOOLS_NS = 'schools';
registerFeatureMessages(SCHOOLS_NS, { en, tr, ar });

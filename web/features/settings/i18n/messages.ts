import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The settings page's strings, under the 'settings' namespace. */
export const SETTINGS_NS = 'settings';

registerFeatureMessages(SETTINGS_NS, { en, tr, ar });

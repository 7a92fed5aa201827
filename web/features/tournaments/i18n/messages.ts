import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The tournaments namespace, registered when the page's chunk loads. */
export const TOURNAMENTS_NS = 'tournaments';
registerFeatureMessages(TOURNAMENTS_NS, { en, tr, ar });

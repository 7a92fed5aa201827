import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The availability strings, under the 'availability' namespace. */
export const AVAILABILITY_NS = 'availability';

registerFeatureMessages(AVAILABILITY_NS, { en, tr, ar });

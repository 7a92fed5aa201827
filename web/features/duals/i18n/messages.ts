import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The dual matches namespace (issue 20), registered when the duals pages' chunk loads. */
export const DUALS_NS = 'duals';
registerFeatureMessages(DUALS_NS, { en, tr, ar });

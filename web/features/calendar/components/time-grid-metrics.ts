/** The week and day views' measures, in CSS pixels. */
export const HOUR_HEIGHT = 48;
export const GUTTER_WIDTH = 56;
/** WCAG 2.2's target size. */
export const MIN_TARGET = 24;

/** A span of minutes as a height on the hour grid. */
export const px = (minutes: number) => (minutes / 60) * HOUR_HEIGHT;

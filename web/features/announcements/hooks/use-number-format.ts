import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers and percentages written the way the current language writes them. */
export function useNumberFormat(): { number: (n: number) => string; percent: (n: number) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(i18n.language);
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
    return { number: (n: number) => whole.format(n), percent: (n: number) => percent.format(n / 100) };
  }, [i18n.language]);
}

import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectRightToLeft } from '../../test/axe';
import { renderPage } from '../../test/render';
import { Stepper } from './Stepper';

/* The score entry's - [n] + stepper: kept within 0..max, typed digits only, empty stays empty. */

function Harness({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <Stepper
      value={value}
      max={7}
      label="Games for Ana, set 1"
      moreLabel="One more game for Ana, set 1"
      fewerLabel="One game fewer for Ana, set 1"
      onChange={setValue}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Games for Ana, set 1' });

describe('the score stepper', () => {
  it('stops at the format’s most games and at zero, and takes digits only', async () => {
    const { user } = await renderPage(<Harness start={6} />);
    const more = await screen.findByRole('button', { name: 'One more game for Ana, set 1' });
    await user.click(more);
    await user.click(more);
    expect(field().value).toBe('7');
    expect(more.hasAttribute('disabled')).toBe(false);

    await user.clear(field());
    await user.type(field(), 'a9');
    expect(field().value).toBe('7');
    await user.clear(field());
    await user.type(field(), '1');
    const fewer = screen.getByRole('button', { name: 'One game fewer for Ana, set 1' });
    await user.click(fewer);
    await user.click(fewer);
    expect(field().value).toBe('0');
  });

  it('keeps an empty count empty on minus and starts it at zero on plus, left to right in Arabic', async () => {
    const { user } = await renderPage(<Harness start={null} />, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'One game fewer for Ana, set 1' }));
    expect(field().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'One more game for Ana, set 1' }));
    expect(field().value).toBe('0');
    // Numbers read left to right inside the right-to-left page.
    expectRightToLeft();
    expect(field().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
